/** For unit tests only: tickets as the client API answers them (server/API.md "Ticket lists", "One ticket"). */
import type { ClientTicketDetail as TicketDetail, TicketRow } from '@helpdesk/shared/resources';

export function ticketRow(id: number, overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    id,
    fullid: `ACME-${id}`,
    subject: `Zgłoszenie numer ${id}`,
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
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    resolved_at: null,
    deleted_at: null,
    sla: {
      paused: false,
      first_response: { due_at: null, done_at: null, state: 'none' },
      resolution: { due_at: null, done_at: null, state: 'none' },
    },
    version: 1,
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticketRow(42, {
      subject: 'Drukarka nie drukuje',
      status: 'in-progress',
      status_color: '#0d6efd',
      assignee: { id: 5, name: 'Artur Agent' },
      version: 3,
    }),
    body: '<p>Od rana <b>nie drukuje</b>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
    origin: 'web',
    sender: null,
    company: { id: 1, tag: 'ACME', short_name: 'Acme', name: 'Acme Sp. z o.o.' },
    requester: { id: 17, name: 'Celina Klient', email: 'client@demo.test' },
    responsible: null,
    created_by: { id: 17, name: 'Celina Klient' },
    support_scope: null,
    project: null,
    device: { id: 9, type: 'printer', name: 'HP LaserJet', inventory_number: 'ACME/INV/0009' },
    cc: [{ id: 18, name: 'Wiktor Prezes', email: 'vip@demo.test' }],
    messages: [
      {
        id: 100,
        body: '<p>Sprawdzamy, proszę o zdjęcie komunikatu.</p>',
        author: { id: 5, name: 'Artur Agent', kind: 'agent' },
        origin: 'web',
        sender: null,
        created_at: '2026-11-20T09:00:00.000Z',
        attachments: [
          {
            id: 9,
            message_id: 100,
            filename: 'instrukcja.pdf',
            mime_type: 'application/pdf',
            size: 2048,
            url: '/api/client/ticket/42/attachments/9',
            created_at: '2026-11-20T09:00:00.000Z',
          },
        ],
      },
      {
        id: 101,
        body: 'Zdjęcie w załączniku',
        author: { id: 17, name: 'Celina Klient', kind: 'client' },
        origin: 'web',
        sender: null,
        created_at: '2026-11-20T11:00:00.000Z',
        attachments: [],
      },
    ],
    attachments: [],
    merged_into: null,
    merged_from: [],
    split_from: null,
    split_into: [],
    ...overrides,
  };
}
