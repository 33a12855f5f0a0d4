import { expectLiveLanguageSwitch, fakeApi, page } from '@helpdesk/shared/testing';
import { openAs, useClientArea } from './testing/client-session.tsx';

describe('the client remote’s texts', () => {
  useClientArea();

  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi((call) => ({ data: call.url === '/client/ticket' ? page([]) : { data: [] } }));
    await openAs('client', '/ticket?filter=not-resolved');
    await expectLiveLanguageSwitch('client', { pl: ['Moje zgłoszenia'], en: ['My tickets'] });
  });
});
