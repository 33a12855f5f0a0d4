/**
 * Test data and rendering for the ticket page's component tests: a ticket as the API answers it, the signed-in
 * agent, and the screen under the same providers the shell gives it. API answers are set per test.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations, currentUserAtom, eventBus, i18n, initI18n, providePresence, store, type ToastEvent } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { fakeApi, renderRoute, staffUser, type FakeCall, type FakeHandler } from '@helpdesk/shared/testing';
import { en } from '../../../i18n/en.ts';
import { pl } from '../../../i18n/pl.ts';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { TicketShowScreen } from '../components/ticket-show-screen.tsx';

export const ME: CurrentUser = staffUser('admin', {
  firstname: 'Adam',
  lastname: 'Administrator',
  roles: ['agent'],
  data: { agent_type: 'admin' },
});

export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: 42,
    fullid: 'ACME-7',
    subject: 'Drukarka nie drukuje',
    status: 'in-progress',
    status_color: '#0d6efd',
    priority: 'normal',
    priority_color: '#0d6efd',
    type: 'accident',
    category: 'printers',
    company: { id: 3, tag: 'ACME', short_name: 'Acme', name: 'Acme Sp. z o.o.' },
    requester: { id: 17, name: 'Celina Klient', email: 'client@demo.test' },
    assignee: { id: 5, name: 'Artur Agent' },
    responsible: null,
    created_by: { id: 17, name: 'Celina Klient' },
    support_scope: 'it',
    project: null,
    device: null,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    resolved_at: null,
    deleted_at: null,
    sla: {
      paused: false,
      first_response: { due_at: '2026-11-20T12:00:00.000Z', done_at: '2026-11-20T09:00:00.000Z', state: 'met' },
      resolution: { due_at: '2099-11-23T08:00:00.000Z', done_at: null, state: 'due' },
    },
    version: 3,
    body: '<p>Od rana <b>nie drukuje</b>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
    origin: 'web',
    sender: null,
    cc: [{ id: 18, name: 'Wiktor Prezes', email: 'vip@demo.test' }],
    messages: [
      {
        id: 100,
        body: '<p>Sprawdzamy.</p>',
        author: { id: 5, name: 'Artur Agent', kind: 'agent' },
        origin: 'web',
        sender: null,
        created_at: '2026-11-20T09:00:00.000Z',
        attachments: [
          {
            id: 9,
            message_id: 100,
            filename: 'raport.pdf',
            mime_type: 'application/pdf',
            size: 2048,
            url: '/api/admin/ticket/42/attachments/9',
            created_at: '2026-11-20T09:00:00.000Z',
          },
        ],
      },
      {
        id: 101,
        body: 'Dziękuję',
        author: { id: 17, name: 'Celina Klient', kind: 'client' },
        origin: 'web',
        sender: null,
        created_at: '2026-11-20T11:00:00.000Z',
        attachments: [],
      },
    ],
    attachments: [],
    notes: [{ id: 50, body: 'Klient prosi o telefon.', author: { id: 5, name: 'Artur Agent' }, created_at: '2026-11-20T10:00:00.000Z' }],
    time_reports: [
      {
        id: 70,
        agent: { id: 1, name: 'Adam Administrator' },
        day: '2026-11-20',
        from_hour: '09:00',
        kind: 'it',
        minutes: 45,
        description: 'Zdalna pomoc',
        additional_works: false,
        overtime: 0,
        outside_contract: false,
        arrival: false,
        needs_accept: false,
        accepted_at: null,
        rejected_at: null,
        reject_reason: null,
        created_at: '2026-11-20T10:00:00.000Z',
        locked: false,
      },
      {
        id: 71,
        agent: { id: 5, name: 'Artur Agent' },
        day: '2026-11-21',
        from_hour: '18:00',
        kind: 'admin',
        minutes: 30,
        description: 'Po godzinach',
        additional_works: false,
        overtime: 50,
        outside_contract: false,
        arrival: false,
        needs_accept: true,
        accepted_at: null,
        rejected_at: '2026-11-21T20:00:00.000Z',
        reject_reason: 'Brak uzasadnienia',
        created_at: '2026-11-21T19:00:00.000Z',
        locked: false,
      },
    ],
    time_summary: { total_minutes: 75, charged_minutes: 120, normal: 45, overtime: { '50': 30, '100': 0, '150': 0 }, weighted: 90 },
    history: [
      {
        id: 3,
        action: 'updated',
        changes: { priority: ['low', 'normal'], assignee_id: [null, 5] },
        user: { id: 1, name: 'Adam Administrator' },
        created_at: '2026-11-21T09:00:00.000Z',
      },
      {
        id: 2,
        action: 'replied',
        changes: { status: ['new', 'in-progress'] },
        user: { id: 5, name: 'Artur Agent' },
        created_at: '2026-11-20T09:00:00.000Z',
      },
      { id: 1, action: 'created', changes: { status: [null, 'new'] }, user: null, created_at: '2026-11-20T08:00:00.000Z' },
    ],
    planned_works: [{ id: 8, start_time: '2026-11-24T07:00:00.000Z', hours: 2, status: 'waiting-for-accept', internal: false }],
    presence_channel: 'presence-ticket.42',
    merged_into: null,
    merged_from: [],
    split_from: null,
    split_into: [],
    ...overrides,
  };
}

/** The look-ups' agents and the company's people the ticket page's tests answer with. */
export const agents = [
  { id: 1, name: 'Adam Administrator', agent_type: 'admin', on_leave: false, leave: null, open_tickets: 7, available: true },
  { id: 5, name: 'Artur Agent', agent_type: 'support', on_leave: false, leave: null, open_tickets: 1, available: false },
];
export const people = [
  { id: 17, name: 'Celina Klient', email: 'client@demo.test', role: 'client' },
  { id: 18, name: 'Wiktor Prezes', email: 'vip@demo.test', role: 'client-vip' },
];

/** The ticket (ticketDetail()) and the look-ups; anything else answers 404. */
export const reads = (call: FakeCall) => {
  if (call.method === 'GET' && call.url === '/admin/ticket/42') return { data: { data: ticketDetail() } };
  if (call.url === '/admin/lookups/agents') return { data: { data: agents } };
  if (call.url === '/admin/lookups/companies/3/people') return { data: { data: people } };
  if (call.url.startsWith('/admin/lookups/companies/3/')) return { data: { data: [] } };
  return { status: 404, data: { message: 'not found' } };
};

/** The loaded ticket page's heading. */
export const heading = () => screen.findByRole('heading', { level: 1, name: 'Drukarka nie drukuje' });

let translationsReady = false;

export async function prepareTexts(): Promise<void> {
  await initI18n();
  if (!translationsReady) {
    addTranslations('tickets', { pl, en });
    translationsReady = true;
  }
  await act(() => i18n.changeLanguage('pl'));
}

/** Collects the toasts the screen asks the shell to show. */
export function collectToasts(): { toasts: ToastEvent[]; stop: () => void } {
  const toasts: ToastEvent[] = [];
  const handler = (event: ToastEvent) => toasts.push(event);
  eventBus.on('toast', handler);
  return { toasts, stop: () => eventBus.off('toast', handler) };
}

/**
 * What every ticket page test file sets up, called once at its top level: each test gets its own fake API (`serve`)
 * and toast collector (`toasts()`), and after it the API is restored, the collector stopped, presence cleared.
 */
export function ticketPageTestBed() {
  let api: ReturnType<typeof fakeApi> | null = null;
  let toasts: ReturnType<typeof collectToasts> | null = null;
  beforeEach(() => {
    toasts = collectToasts();
    sessionStorage.clear();
  });
  afterEach(() => {
    api?.restore();
    api = null;
    toasts?.stop();
    providePresence(null);
  });
  return {
    serve(handler: FakeHandler) {
      api = fakeApi(handler);
      return api;
    },
    /** The toasts of the running test. */
    toasts: () => toasts!.toasts,
  };
}

export async function renderTicketShow(path = '/ticket/show/42') {
  await prepareTexts();
  store.set(currentUserAtom, ME);
  // The app's own address too: a stopped timer navigates to it (paths.staff.ticketShow).
  return renderRoute(
    [
      { path: 'ticket/show/:id?', Component: TicketShowScreen },
      { path: 'admin/ticket/show/:id', Component: TicketShowScreen },
    ],
    path,
  );
}

/** Puts text into a field in one input event (typing key by key re-renders the whole page per key: slow). */
export async function fill(element: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}
