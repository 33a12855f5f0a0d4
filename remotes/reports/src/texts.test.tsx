import { currentUserAtom, store } from '@helpdesk/shared';
import { expectLiveLanguageSwitch, fakeApi, renderRoute, setUpScreenTests, staffUser } from '@helpdesk/shared/testing';
import { routes } from './routes.tsx';

const DAILY = {
  day: '2033-03-07',
  agents: [],
  companies: [],
  totals: { expected_minutes: 0, reported_minutes: 0, missing_minutes: 0, tickets_new: 0, tickets_resolved: 0 },
};

describe('the reports remote’s texts', () => {
  setUpScreenTests();
  beforeEach(() => store.set(currentUserAtom, staffUser('manager')));
  afterEach(() => store.set(currentUserAtom, null));

  it('come in the language shown only, and switch live to the other one', async () => {
    fakeApi((call) => (call.url === '/admin/reports/daily' ? { data: { data: DAILY } } : { status: 404, data: {} }));
    await renderRoute(routes, '/daily-report');
    await expectLiveLanguageSwitch('reports', { pl: ['Raport dzienny'], en: ['Daily report'] });
  });
});
