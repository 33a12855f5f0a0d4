import { currentUserAtom, store } from '@helpdesk/shared';
import { expectLiveLanguageSwitch, fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';

describe('the finance remote’s texts', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('admin')));
  afterEach(() => store.set(currentUserAtom, null));

  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi(() => ({ data: { data: [] } }));
    await renderRoute(routes, '/agent-costs');
    await expectLiveLanguageSwitch('finance', { pl: ['Koszty agentów', 'Dodaj koszt'], en: ['Agent costs', 'Add cost'] });
  });
});
