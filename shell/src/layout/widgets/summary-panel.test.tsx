import { screen, within } from '@testing-library/react';
import { apiClient, i18n, initI18n } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { SummaryPanel } from './summary-panel.tsx';

const summary = {
  waitingTickets: [
    {
      id: 7,
      fullid: 'ACME/7',
      subject: 'Drukarka',
      status: 'waiting-for-client',
      priority: 'high',
      status_color: '#ffc107',
      priority_color: '#fd7e14',
      company: { tag: 'ACME' },
      requester: { name: 'Anna Klient' },
    },
  ],
  ticketsWithoutTime: [
    {
      id: 8,
      fullid: 'KLIN/8',
      subject: 'Poczta',
      status: 'in-progress',
      priority: 'critical',
      status_color: '#0dcaf0',
      priority_color: '#dc3545',
      company: { tag: 'KLIN' },
      requester: { name: 'Jan Nowak' },
    },
  ],
  todayTimes: 95,
  yesterdayTimes: 0,
};

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => jest.restoreAllMocks());

function renderPanel() {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url) => ({ data: url === '/admin/agent/summary' ? summary : { data: [] } }));
  renderWithProviders(<SummaryPanel />, { path: '/admin' });
}

/** The list item of the ticket linked as `subject`. */
const itemOf = async (subject: string) => (await screen.findByRole('link', { name: subject })).closest('li') as HTMLElement;

describe.each([
  ['pl', ['Status: Oczekuje na klienta · priorytet: Wysoki', 'Status: W trakcie · priorytet: Krytyczny']],
  ['en', ['Status: Waiting for client · priority: High', 'Status: In progress · priority: Critical']],
])('summary panel tickets say their status and priority in words (%s)', (lang, [waiting, withoutTime]) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('besides the status colour and the priority border', async () => {
    renderPanel();
    expect(within(await itemOf('Drukarka')).getByTestId('summary-ticket-state')).toHaveTextContent(waiting!);
    expect(within(await itemOf('Poczta')).getByTestId('summary-ticket-state')).toHaveTextContent(withoutTime!);
  });
});
