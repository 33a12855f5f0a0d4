/** For unit tests only: ticket rows and paginated answers shaped like the API's. */
import type { Paginated } from '@helpdesk/shared';
import type { TicketRow } from '@helpdesk/shared/resources';

export function ticketRow(id: number, overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    id,
    fullid: `ACME-${id}`,
    subject: `Ticket ${id}`,
    status: 'new',
    status_color: '#0dcaf0',
    priority: 'normal',
    priority_color: '#0d6efd',
    type: 'question',
    category: 'other',
    company: { id: 1, tag: 'ACME', short_name: 'Acme' },
    requester: { id: 17, name: 'Celina Klient' },
    origin: 'web',
    sender: null,
    assignee: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    resolved_at: null,
    deleted_at: null,
    sla: {
      paused: false,
      first_response: { due_at: '2099-11-20T12:00:00.000Z', done_at: null, state: 'due' },
      resolution: { due_at: '2099-11-21T10:00:00.000Z', done_at: null, state: 'due' },
    },
    version: 1,
    ...overrides,
  };
}

export function page(rows: TicketRow[], meta: Partial<Paginated<TicketRow>['meta']> = {}): Paginated<TicketRow> {
  const perPage = meta.per_page ?? 20;
  const total = meta.total ?? rows.length;
  const current = meta.current_page ?? 1;
  return {
    data: rows,
    links: { first: null, last: null, prev: null, next: null },
    meta: {
      current_page: current,
      from: rows.length ? (current - 1) * perPage + 1 : null,
      to: rows.length ? (current - 1) * perPage + rows.length : null,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      path: '/api/admin/ticket',
      per_page: perPage,
      total,
    },
  };
}
