import { fakeApi } from '@helpdesk/shared/testing';
import { runBulkAction } from './bulk-change.ts';

const tickets = [1, 2, 3, 4, 5].map((id) => ({ id, fullid: `ACME-${id}`, version: id * 10 }));

describe('bulk changes', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('sends one PATCH per ticket with the version the list showed and reports each outcome', async () => {
    api = fakeApi(({ url }) => {
      if (url === '/admin/ticket/2') return { status: 409, data: { message: 'Zgłoszenie zostało w międzyczasie zmienione…' } };
      if (url === '/admin/ticket/4') return { status: 403, data: { message: 'Brak uprawnień' } };
      return { data: { message: 'Status został zmieniony' } };
    });
    const progress: number[] = [];
    const result = await runBulkAction({ kind: 'status', status: 'resolved' }, tickets, (done) => progress.push(done));

    expect(api.calls).toHaveLength(5);
    for (const ticket of tickets) {
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          url: `/admin/ticket/${ticket.id}`,
          body: { version: ticket.version, status: 'resolved' },
        }),
      );
    }
    expect(result.succeeded).toEqual([1, 3, 5]);
    expect(result.failed).toEqual([
      { ticket: { id: 2, fullid: 'ACME-2' }, status: 409, message: 'Zgłoszenie zostało w międzyczasie zmienione…' },
      { ticket: { id: 4, fullid: 'ACME-4' }, status: 403, message: 'Brak uprawnień' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('assigns (or unassigns), changes priority, trashes and restores with the matching calls', async () => {
    api = fakeApi(() => ({ data: {} }));
    const one = tickets.slice(0, 1);
    await runBulkAction({ kind: 'assign', assigneeId: 3 }, one);
    await runBulkAction({ kind: 'assign', assigneeId: null }, one);
    await runBulkAction({ kind: 'priority', priority: 'critical' }, one);
    await runBulkAction({ kind: 'trash' }, one);
    await runBulkAction({ kind: 'restore' }, one);
    expect(api.calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PATCH', '/admin/ticket/1', { version: 10, assignee_id: 3 }],
      ['PATCH', '/admin/ticket/1', { version: 10, assignee_id: null }],
      ['PATCH', '/admin/ticket/1', { version: 10, priority: 'critical' }],
      ['DELETE', '/admin/ticket/1', undefined],
      ['POST', '/admin/ticket/1/restore', {}],
    ]);
  });
});
