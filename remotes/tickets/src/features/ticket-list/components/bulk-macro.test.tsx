import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFilterAtom, store } from '@helpdesk/shared';
import { renderRoute, fakeApi, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';
import { page, ticketRow } from '../../../testing/ticket-rows.ts';

const rows = [
  ticketRow(1, { subject: 'Drukarka' }),
  ticketRow(2, { subject: 'Internet', version: 4 }),
  ticketRow(3, { subject: 'Serwer' }),
];
const macros = [
  {
    id: 7,
    name: 'Biorę to',
    description: '',
    actions: [],
    active: true,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];

describe('the bulk bar’s Apply macro', () => {
  setUpScreenTests();
  beforeEach(() => store.set(companyFilterAtom, 'all'));

  it('applies the picked macro to the selected tickets in one call and sums up each ticket', async () => {
    const api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url === '/admin/macros') return { data: { data: macros } };
      if (method === 'POST' && url === '/admin/macros/7/apply')
        return {
          data: {
            message: 'Makro „Biorę to” zastosowano do 2 z 3 zgłoszeń',
            data: [
              { id: 1, fullid: 'ACME-1', result: 'applied', version: 2, message: null },
              { id: 2, fullid: 'ACME-2', result: 'applied', version: 5, message: null },
              { id: 3, fullid: 'ACME-3', result: 'conflict', version: 3, message: 'Zgłoszenie zostało w międzyczasie zmienione' },
            ],
          },
        };
      return { data: page(rows) };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/ticket?filter=all');
    await screen.findByText('Serwer');

    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }));
    await user.click(await screen.findByRole('button', { name: 'Zastosuj makro' }));
    const dialog = await screen.findByRole('alertdialog');
    const apply = within(dialog).getByRole('button', { name: 'Zastosuj' });
    expect(apply).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Biorę to' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText('Makro'), '7');
    await user.click(apply);

    const summary = await screen.findByTestId('macro-summary');
    expect(summary).toHaveTextContent('Makro zastosowano do 2 z 3 zgłoszeń.');
    expect(
      within(summary)
        .getAllByTestId('macro-failure')
        .map((li) => li.textContent),
    ).toEqual(['ACME-3: zmienione w międzyczasie']);
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      tickets: [
        { id: 1, version: 1 },
        { id: 2, version: 4 },
        { id: 3, version: 1 },
      ],
    });

    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The ticket that was not changed stays selected for another try.
    expect(await screen.findByTestId('bulk-bar')).toHaveTextContent('Zaznaczono: 1');
  });

  it('says when there is no active macro to apply', async () => {
    fakeApi(({ url }) => (url === '/admin/macros' ? { data: { data: [] } } : { data: page(rows) }));
    const user = userEvent.setup();
    await renderRoute(routes, '/ticket?filter=all');
    await screen.findByText('Serwer');
    await user.keyboard('jx');
    await user.click(await screen.findByRole('button', { name: 'Zastosuj makro' }));
    expect(await within(await screen.findByRole('alertdialog')).findByText(/Nie ma aktywnych makr/)).toBeInTheDocument();
  });
});
