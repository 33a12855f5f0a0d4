import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFilterAtom, currentUserAtom, store } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { renderRoute, fakeApi, type FakeCall, setUpScreenTests } from '@helpdesk/shared/testing';
import { routes } from '../../../routes.tsx';

const user = (roles: string[]): CurrentUser =>
  ({
    data: {
      id: 5,
      firstname: 'Artur',
      lastname: 'Agent',
      email: 'agent@demo.test',
      lang: 'pl',
      kind: 'agent',
      role: roles[1] ?? 'agent',
      company_id: null,
      company: null,
    },
    roles: roles.map((name) => ({ name })),
    permissions: [],
    companies: [],
    scope: 'admin',
  }) as unknown as CurrentUser;

const ACME = { id: 1, tag: 'ACME', short_name: 'Acme', name: 'Acme Sp. z o.o.' };
const KLIN = { id: 3, tag: 'KLIN', short_name: 'Klinika', name: 'Klinika Zdrowie' };
const BUDX = { id: 2, tag: 'BUDX', short_name: 'Budex', name: 'Budex SA' };
const NEW_TOKEN = 'mon_Q2hhbmdlTWVJbVRoZVRva2VuVGV4dA9zk';
const empty = { data: [], links: {}, meta: { current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 25, path: '' } };

let api: ReturnType<typeof fakeApi> | null = null;
const { toasts } = setUpScreenTests();
beforeEach(() => store.set(companyFilterAtom, 'all'));

/** A server with tokens for ACME and BUDX; the look-up answers the companies this user manages. */
function serve(companies: (typeof ACME)[], extra: (call: FakeCall) => { status?: number; data?: unknown } | undefined = () => undefined) {
  let tokens = [
    { company: { id: 1, tag: 'ACME', short_name: 'Acme' }, hint: 'a1b2', created_at: '2026-11-01T10:00:00.000Z' },
    { company: { id: 2, tag: 'BUDX', short_name: 'Budex' }, hint: 'zz99', created_at: '2026-11-02T10:00:00.000Z' },
  ];
  api = fakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/admin/monitoring-log') return { data: empty };
    if (call.url === '/admin/lookups/companies') return { data: { data: companies } };
    if (call.method === 'GET' && call.url === '/admin/monitoring-token') return { data: { data: tokens } };
    if (call.method === 'POST' && call.url === '/admin/monitoring-token') {
      const id = (call.body as { company_id: number }).company_id;
      const company = [ACME, BUDX, KLIN].find((c) => c.id === id)!;
      tokens = [
        ...tokens.filter((t) => t.company.id !== id),
        {
          company: { id, tag: company.tag, short_name: company.short_name },
          hint: NEW_TOKEN.slice(-4),
          created_at: '2026-11-22T10:00:00.000Z',
        },
      ];
      return {
        status: 201,
        data: { data: { company_id: id, token: NEW_TOKEN, hint: NEW_TOKEN.slice(-4), created_at: '2026-11-22T10:00:00.000Z' } },
      };
    }
    if (call.method === 'DELETE' && call.url.startsWith('/admin/monitoring-token/')) {
      tokens = tokens.filter((t) => `/admin/monitoring-token/${t.company.id}` !== call.url);
      return { status: 204 };
    }
    return { status: 404, data: {} };
  });
  return api;
}

async function openTokens(as: CurrentUser) {
  store.set(currentUserAtom, as);
  await renderRoute(routes, '/monitoring-log');
  await screen.findByRole('heading', { level: 1, name: 'Logi monitoringu' });
  await userEvent.click(screen.getByRole('button', { name: 'Tokeny i integracja' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Tokeny monitoringu')).toBeInTheDocument();
  return dialog;
}

const button = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('button', { name });
const confirmDialog = () => screen.findByRole('alertdialog');

describe('monitoring tokens', () => {
  it('is offered to admins, managers and agents with assigned companies only', async () => {
    serve([ACME]);
    store.set(currentUserAtom, user(['agent']));
    const view = await renderRoute(routes, '/monitoring-log');
    await screen.findByRole('heading', { level: 1, name: 'Logi monitoringu' });
    expect(screen.queryByRole('button', { name: 'Tokeny i integracja' })).toBeNull();
    view.unmount();
    for (const roles of [
      ['agent', 'admin'],
      ['agent', 'manager'],
      ['agent', 'assigned-agent'],
    ]) {
      store.set(currentUserAtom, user(roles));
      const next = await renderRoute(routes, '/monitoring-log');
      expect(await screen.findByRole('button', { name: 'Tokeny i integracja' })).toBeInTheDocument();
      next.unmount();
    }
  });

  it('lists the tokens of the agent’s companies and issues one, shown once with copy and the example calls', async () => {
    serve([ACME, KLIN]);
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openTokens(user(['agent', 'assigned-agent']));
    const list = await within(dialog).findByTestId('monitoring-tokens');
    // BUDX is not the agent's company: not listed although the server has its token.
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.querySelector('[data-company="ACME"]')).toHaveTextContent('mon_…a1b2');
    expect(list.querySelector('[data-company="ACME"]')).toHaveTextContent('Wydano: 2026-11-01');

    const select = within(dialog).getByRole('combobox', { name: 'Firma' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wybierz firmę', 'ACME · Acme (mon_…a1b2)', 'KLIN · Klinika']);
    expect(button(dialog, 'Wydaj nowy token')).toBeDisabled();
    await userEvent.selectOptions(select, '3');
    await userEvent.click(button(dialog, 'Wydaj nowy token'));

    await waitFor(() => expect(api!.calls.find((call) => call.method === 'POST')!.body).toEqual({ company_id: 3 }));
    const issued = await within(dialog).findByTestId('issued-token');
    expect(within(issued).getByRole('textbox', { name: 'Token' })).toHaveValue(NEW_TOKEN);
    expect(issued).toHaveTextContent('Token widać tylko teraz');
    expect(within(issued).getByTestId('token-example-json-code')).toHaveTextContent(
      `curl -X POST '${window.location.origin}/api/monitoring/alerts'`,
    );
    expect(within(issued).getByTestId('token-example-json-code')).toHaveTextContent(`Authorization: Bearer ${NEW_TOKEN}`);
    expect(within(issued).getByTestId('token-example-webhook-code')).toHaveTextContent(
      `/api/monitoring/webhook?token=${NEW_TOKEN}&host=nas-01`,
    );
    expect(toasts.map((toast) => toast.body)).toContain('Wydano nowy token dla KLIN · Klinika');
    await waitFor(() =>
      expect(within(dialog).getByTestId('monitoring-tokens').querySelector('[data-company="KLIN"]')).toHaveTextContent(
        `mon_…${NEW_TOKEN.slice(-4)}`,
      ),
    );

    await userEvent.click(button(issued, 'Kopiuj token'));
    expect(writeText).toHaveBeenCalledWith(NEW_TOKEN);
    await waitFor(() => expect(toasts.map((toast) => toast.body)).toContain('Skopiowano do schowka'));
    await userEvent.click(button(issued, /^Kopiuj przykład: Alert w formacie JSON/));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(`Bearer ${NEW_TOKEN}`));
  });

  it('asks before replacing a token and before revoking one', async () => {
    serve([ACME, BUDX, KLIN]);
    const dialog = await openTokens(user(['agent', 'admin']));
    const list = await within(dialog).findByTestId('monitoring-tokens');
    const acme = list.querySelector<HTMLElement>('[data-company="ACME"]')!;

    await userEvent.click(button(acme, 'Wydaj nowy token dla ACME'));
    const replace = await confirmDialog();
    expect(replace).toHaveTextContent('Wydać nowy token dla ACME · Acme?');
    expect(replace).toHaveTextContent('Dotychczasowy token (…a1b2) przestanie działać od razu');
    expect(api!.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(button(replace, 'Wydaj nowy token'));
    await waitFor(() => expect(api!.calls.find((call) => call.method === 'POST')!.body).toEqual({ company_id: 1 }));
    expect(await within(dialog).findByTestId('issued-token')).toHaveTextContent('Nowy token dla ACME · Acme');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const budx = within(dialog).getByTestId('monitoring-tokens').querySelector<HTMLElement>('[data-company="BUDX"]')!;
    await userEvent.click(button(budx, 'Unieważnij token firmy BUDX · Budex'));
    const revoke = await confirmDialog();
    expect(revoke).toHaveTextContent('Alerty wysyłane z tym tokenem będą odrzucane (401)');
    await userEvent.click(button(revoke, 'Unieważnij'));
    await waitFor(() => expect(api!.calls.some((call) => call.method === 'DELETE' && call.url === '/admin/monitoring-token/2')).toBe(true));
    await waitFor(() => expect(toasts.map((toast) => toast.body)).toContain('Token firmy BUDX · Budex został unieważniony'));
    await waitFor(() => expect(within(dialog).getByTestId('monitoring-tokens').querySelector('[data-company="BUDX"]')).toBeNull());
  });

  it('says when the tokens did not load and retries', async () => {
    let fail = true;
    serve([ACME], (call) =>
      call.method === 'GET' && call.url === '/admin/monitoring-token' && fail ? { status: 500, data: {} } : undefined,
    );
    const dialog = await openTokens(user(['agent', 'manager']));
    expect(await within(dialog).findByText('Nie udało się wczytać tokenów.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(button(dialog, 'Spróbuj ponownie'));
    expect(await within(dialog).findByTestId('monitoring-tokens')).toHaveTextContent('mon_…a1b2');
  });
});
