import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@helpdesk/shared';
import userEvent from '@testing-library/user-event';
import { renderRoute, fakeApi, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const EMAIL = {
  id: 31,
  title: 'Zapytanie ofertowe',
  sender: 'Jan Obcy',
  address: 'jan@gmail.example',
  reader: null,
  read: false,
  read_at: null,
  received_at: '2026-11-20T10:00:00Z',
  attachments_count: 1,
};
const page = (data: unknown[], total = data.length) => ({
  data,
  links: {},
  meta: {
    current_page: 1,
    last_page: Math.max(1, Math.ceil(total / 20)),
    from: data.length ? 1 : null,
    to: data.length || null,
    total,
    per_page: 20,
    path: '',
  },
});

describe('unassigned e-mails', () => {
  let api: ReturnType<typeof fakeApi>;
  const { toasts } = setUpScreenTests();

  it('lists id, title, sender, address, reader, received; opens one sanitised; makes a ticket for a chosen company', async () => {
    api = fakeApi((call) => {
      if (call.url === '/admin/unassigned-email')
        return { data: page([EMAIL, { ...EMAIL, id: 30, title: 'Re: faktura', read: true, reader: { id: 3, name: 'Artur Agent' } }]) };
      if (call.url === '/admin/unassigned-email/31')
        return {
          data: {
            data: {
              ...EMAIL,
              read: true,
              body: '<p>Dzień dobry<img src=x onerror="alert(1)"></p>',
              message_id: 'm1',
              attachments: [
                {
                  index: 0,
                  filename: 'oferta.pdf',
                  mime_type: 'application/pdf',
                  size: 10,
                  url: '/api/admin/unassigned-email/31/attachments/0',
                },
              ],
            },
          },
        };
      if (call.url === '/admin/lookups/companies')
        return { data: { data: [{ id: 1, name: 'Acme Sp. z o.o.', short_name: 'Acme', tag: 'ACME' }] } };
      if (call.url === '/admin/unassigned-email/31/ticket')
        return { status: 201, data: { data: { ticket: { id: 900, fullid: 'ACME-9' } }, message: 'Zgłoszenie zostało utworzone' } };
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(routes, '/unassigned-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieprzypisane e-maile' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('unassigned-email-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('jan@gmail.example')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Artur Agent')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('1–2 z 2');

    await user.click(screen.getByRole('button', { name: 'Zapytanie ofertowe' }));
    const body = await screen.findByTestId('unassigned-email-body');
    expect(body).toHaveTextContent('Dzień dobry');
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('button', { name: 'oferta.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Utwórz zgłoszenie' }));
    await screen.findByText('Zgłoszenie z wiadomości „Zapytanie ofertowe”');
    const company = screen.getByLabelText(/Firma/) as HTMLSelectElement;
    await waitFor(() => expect(within(company).getByText('ACME — Acme Sp. z o.o.')).toBeInTheDocument());
    await user.selectOptions(company, '1');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Utwórz zgłoszenie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ticket/show/900'));
    expect(api.calls.find((c) => c.url === '/admin/unassigned-email/31/ticket')!.body).toEqual({
      company_id: 1,
      priority: 'normal',
      type: 'question',
    });
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Zgłoszenie zostało utworzone' }));
  });

  it('marks e-mails the intake kept aside as automatic or rate limited', async () => {
    api = fakeApi((call) => {
      if (call.url === '/admin/unassigned-email')
        return {
          data: page([
            { ...EMAIL, mail_mark: 'automatic' },
            { ...EMAIL, id: 30, mail_mark: 'rate_limited' },
            { ...EMAIL, id: 29, mail_mark: null },
          ]),
        };
      if (call.url === '/admin/lookups/companies') return { data: { data: [] } };
      return { status: 404, data: {} };
    });
    await renderRoute(routes, '/unassigned-email');
    const rows = await screen.findAllByTestId('unassigned-email-row');
    expect(rows.map((row) => within(row).queryByTestId('mail-mark')?.textContent ?? null)).toEqual([
      'Wiadomość automatyczna',
      'Limit wiadomości',
      null,
    ]);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByTestId('mail-mark').map((mark) => mark.textContent)).toEqual(['Automatic e-mail', 'Rate limited']);
    await act(() => i18n.changeLanguage('pl'));
  });

  it('deletes after confirmation; shows the empty state, and the error state with a retry', async () => {
    let emails = [EMAIL];
    let fail = false;
    api = fakeApi((call) => {
      if (call.url === '/admin/unassigned-email') return fail ? { status: 500, data: {} } : { data: page(emails) };
      if (call.url === '/admin/lookups/companies') return { data: { data: [] } };
      if (call.method === 'DELETE' && call.url === '/admin/unassigned-email/31') {
        emails = [];
        return { status: 204 };
      }
      return { status: 404, data: {} };
    });
    const user = userEvent.setup();
    await renderRoute(routes, '/unassigned-email');
    await screen.findAllByTestId('unassigned-email-row');
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunąć wiadomość „Zapytanie ofertowe”?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Usuń/ }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Brak nieprzypisanych wiadomości.');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(toasts).toContainEqual(expect.objectContaining({ intent: 'success', body: 'Wiadomość została usunięta' }));
    fail = true;
    await user.click(screen.getByRole('tab', { name: 'Nieprzeczytane' }));
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.queryByTestId('list-error')).not.toBeInTheDocument());
  });

  it('opens a row’s actions menu from the keyboard, marks the e-mail read and gives the focus back to the row’s button (English)', async () => {
    api = fakeApi((call) => {
      if (call.url === '/admin/unassigned-email') return { data: page([EMAIL]) };
      if (call.url === '/admin/unassigned-email/31/read') return { data: { data: { id: 31, read: true } } };
      return { data: { data: [] } };
    });
    await act(() => i18n.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      await renderRoute(routes, '/unassigned-email');
      const table = await screen.findByRole('table', { name: 'Unassigned e-mails' });
      expect(within(table).getByRole('columnheader', { name: 'Reader' })).toBeInTheDocument();
      const [row] = screen.getAllByTestId('unassigned-email-row');
      // The kit's light rows: plain cells, one menu for the table instead of one per row.
      expect(row!.querySelector('.fui-TableCell')).toBeNull();
      expect(within(row!).getByText('· Unread', { exact: false })).toBeInTheDocument();
      const more = within(row!).getByRole('button', { name: 'Actions' });
      more.focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Mark as read' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(api.calls.find((c) => c.url === '/admin/unassigned-email/31/read')).toBeDefined());
      expect(more).toHaveFocus();
    } finally {
      await act(() => i18n.changeLanguage('pl'));
    }
  });
});
