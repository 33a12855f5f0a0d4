import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, store } from '@helpdesk/shared';
import { renderRoute, type FakeAnswer, type FakeCall } from '@helpdesk/shared/testing';
import type { TicketDetail, TicketRow } from '@helpdesk/shared/resources';
import { ME, prepareTexts, renderTicketShow, ticketDetail, ticketPageTestBed } from '../testing/ticket-show-fixtures.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { SplitDialog } from './split-dialog.tsx';

jest.setTimeout(60_000);

const bed = ticketPageTestBed();

const detail = ticketDetail();
const row = (id: number, fullid: string, subject: string) => ({ ...({} as TicketRow), id, fullid, subject });

/** The ticket; anything else the test answers, else 404. */
function serve(handler: (call: FakeCall) => FakeAnswer | undefined, page = detail) {
  return bed.serve((call: FakeCall) => {
    if (call.method === 'GET' && call.url === `/admin/ticket/${page.id}`) return { data: { data: page } };
    if (call.url.startsWith('/admin/lookups/')) return { data: { data: [] } };
    return handler(call) ?? { status: 404, data: { message: 'not found' } };
  });
}

/** One dialog alone (the whole page re-renders per key typed: slow); `opened` collects the ticket it leads to. */
async function renderDialog(which: 'merge' | 'split') {
  const opened: TicketDetail[] = [];
  const Harness = () =>
    which === 'merge' ? (
      <MergeDialog ticket={detail} open onOpenChange={() => undefined} onMerged={(t) => opened.push(t)} />
    ) : (
      <SplitDialog ticket={detail} open onOpenChange={() => undefined} onSplit={(t) => opened.push(t)} />
    );
  await prepareTexts();
  store.set(currentUserAtom, ME);
  await renderRoute([{ path: 'x', Component: Harness }], '/x');
  return { dialog: await screen.findByRole('dialog'), opened };
}

describe('merge and split on the ticket page', () => {
  it('merges into a ticket found by typing (the company’s open tickets, itself left out), chosen with the keyboard, then opens it', async () => {
    const user = userEvent.setup();
    const searches: FakeCall[] = [];
    const merged: unknown[] = [];
    const target = ticketDetail({ id: 12, fullid: 'ACME-12', subject: 'Drukarki w biurze' });
    serve((call) => {
      if (call.method === 'GET' && call.url === '/admin/ticket') {
        searches.push(call);
        return { data: { data: [row(42, 'ACME-7', 'Drukarka nie drukuje'), row(12, 'ACME-12', 'Drukarki w biurze')], meta: {} } };
      }
      if (call.method === 'POST' && call.url === '/admin/ticket/42/merge') {
        merged.push(call.body);
        return { data: { data: target, message: 'Zgłoszenie zostało scalone z ACME-12' } };
      }
      return undefined;
    });
    const { dialog, opened } = await renderDialog('merge');
    const picker = within(dialog).getByRole('combobox', { name: 'Zgłoszenie docelowe' });
    await user.type(picker, 'druk');
    await waitFor(() => expect(searches.some((c) => c.params.search === 'druk')).toBe(true));
    const last = searches.at(-1)!;
    expect(last.params).toMatchObject({ filter: 'not-resolved', company_id: 3, search: 'druk' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ACME-12 Drukarki w biurze']);
    const confirm = within(dialog).getByRole('button', { name: 'Scal' });
    expect(confirm).toBeDisabled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByText('Wszystko z ACME-7 przejdzie do ACME-12.')).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(opened.map((t) => t.fullid)).toEqual(['ACME-12']));
    expect(merged).toEqual([{ target_id: 12 }]);
    expect(bed.toasts().map((t) => t.body)).toContain('Zgłoszenie zostało scalone z ACME-12');
  });

  it('shows the server’s refusal under the picker and stays on the page', async () => {
    const user = userEvent.setup();
    serve((call) => {
      if (call.method === 'GET' && call.url === '/admin/ticket') return { data: { data: [row(13, 'ACME-13', 'Inna sprawa')], meta: {} } };
      if (call.method === 'POST' && call.url === '/admin/ticket/42/merge')
        return { status: 422, data: { message: 'x', errors: { target_id: ['Scalać można tylko zgłoszenia tej samej firmy'] } } };
      return undefined;
    });
    const { dialog, opened } = await renderDialog('merge');
    await user.type(within(dialog).getByRole('combobox', { name: 'Zgłoszenie docelowe' }), 'ACME-13');
    await user.click(await screen.findByRole('option', { name: 'ACME-13 Inna sprawa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Scal' }));
    expect(await within(dialog).findByText('Scalać można tylko zgłoszenia tej samej firmy')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('splits the ticked messages off (never all of them) and opens the new ticket', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serve((call) => {
      if (call.method === 'POST' && call.url === '/admin/ticket/42/split') {
        posted.push(call.body);
        return { status: 201, data: { data: ticketDetail({ id: 77, fullid: 'ACME-77' }), message: 'Wydzielono nowe zgłoszenie ACME-77' } };
      }
      return undefined;
    });
    const { dialog, opened } = await renderDialog('split');
    const boxes = within(within(dialog).getByRole('list', { name: 'Wiadomości zgłoszenia' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(detail.messages.length);
    const confirm = () => within(dialog).getByRole('button', { name: /Wydziel zaznaczone/ });
    expect(confirm()).toBeDisabled();
    for (const box of boxes) await user.click(box);
    expect(within(dialog).getByText('Zostaw co najmniej jedną wiadomość w tym zgłoszeniu.')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    await user.click(boxes[0]!);
    expect(confirm()).toHaveTextContent('Wydziel zaznaczone (1)');
    await user.click(confirm());
    await waitFor(() => expect(opened.map((t) => t.fullid)).toEqual(['ACME-77']));
    expect(posted).toEqual([{ message_ids: [detail.messages[1]!.id] }]);
  });

  it('offers merge and split in the ticket page’s menu, each opening its dialog', async () => {
    const user = userEvent.setup();
    serve(() => undefined);
    await renderTicketShow();
    await user.click(await screen.findByRole('button', { name: 'Więcej' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wydziel…' }));
    expect(await screen.findByRole('dialog', { name: 'Wydziel wiadomości ze zgłoszenia ACME-7' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await user.click(screen.getByRole('button', { name: 'Więcej' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Scal z…' }));
    expect(await screen.findByRole('dialog', { name: 'Scal zgłoszenie ACME-7 z innym' })).toBeInTheDocument();
  });

  it('a merged ticket shows its pointer with a link, no composer and no merge or split', async () => {
    const merged = ticketDetail({ status: 'resolved', merged_into: { id: 12, fullid: 'ACME-12' } });
    serve(() => undefined, merged);
    await renderTicketShow();
    const banner = await screen.findByTestId('merged-into');
    expect(banner).toHaveTextContent('Scalone z ACME-12');
    expect(within(banner).getByRole('link', { name: 'ACME-12' })).toHaveAttribute('href', '/admin/ticket/show/12');
    expect(screen.queryByLabelText('Treść odpowiedzi')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Więcej' })).not.toBeInTheDocument();
    // Nor any other change: the server would refuse it.
    expect(screen.queryByRole('button', { name: 'Zmień osoby powiązane' })).not.toBeInTheDocument();
  });

  it('names the tickets split off and merged in, both ways', async () => {
    serve(() => undefined, ticketDetail({ split_from: { id: 3, fullid: 'ACME-3' }, merged_from: [{ id: 5, fullid: 'ACME-5' }] }));
    await renderTicketShow();
    const related = await screen.findByTestId('related-tickets');
    expect(within(related).getByRole('link', { name: 'ACME-3' })).toHaveAttribute('href', '/admin/ticket/show/3');
    expect(within(related).getByRole('link', { name: 'ACME-5' })).toHaveAttribute('href', '/admin/ticket/show/5');
    expect(screen.getByLabelText('Treść odpowiedzi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień osoby powiązane' })).toBeInTheDocument();
  });
});
