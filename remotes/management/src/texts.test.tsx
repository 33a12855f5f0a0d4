import { currentUserAtom, store } from '@helpdesk/shared';
import { expectLiveLanguageSwitch, fakeApi, page, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';

describe('the management remote’s texts', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('agent', { id: 3 })));
  afterEach(() => store.set(currentUserAtom, null));

  // The device screens add their own keys to the namespace in both languages: the remote's texts still come per language.
  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi((call) => ({ data: call.url === '/admin/asset' ? page([]) : { data: [] } }));
    await renderRoute(routes, '/asset');
    await expectLiveLanguageSwitch('management', { pl: ['CMDB — urządzenia', 'Brak urządzeń'], en: ['CMDB — devices', 'No devices'] });
  });
});
