/** The composer's `::` text module picker: suggestions for the ticket, keyboard only, the filled text at the caret. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextModule } from '@helpdesk/shared/resources';
import { currentUserAtom, store } from '@helpdesk/shared';
import { fakeApi, renderRoute, type FakeCall } from '@helpdesk/shared/testing';
import { fill, ME, prepareTexts, ticketDetail } from '../testing/ticket-show-fixtures.tsx';
import { ConflictProvider } from '../hooks/conflict-context.tsx';
import { insertAt, orderSuggestions, textModuleQueryAt } from '../lib/text-module-query.ts';
import { ReplyComposer } from './reply-composer.tsx';

jest.setTimeout(60_000);

const textModule = (id: number, name: string, shortcut: string, language: 'pl' | 'en'): TextModule => ({
  id,
  name,
  shortcut,
  body: '…',
  language,
  company: null,
  category: '',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
});
// The server answers by name: the English one first.
const MODULES = [textModule(8, 'Przyjęte (EN)', 'przyjete-en', 'en'), textModule(7, 'Przyjęcie zgłoszenia', 'przyjete', 'pl')];
const detail = ticketDetail();

/** The reply and note composer of ticket 42 alone (the whole ticket page is not needed for its keys). */
function Composer() {
  return (
    <ConflictProvider>
      <ReplyComposer ticket={detail} onTyping={() => undefined} />
    </ConflictProvider>
  );
}

async function renderComposer() {
  await prepareTexts();
  store.set(currentUserAtom, ME);
  await renderRoute([{ path: 'x', Component: Composer }], '/x');
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
  sessionStorage.clear();
});

function serve() {
  api = fakeApi((call: FakeCall) => {
    if (call.method === 'GET' && call.url === '/admin/text-modules')
      return { data: { data: MODULES, meta: { current_page: 1, last_page: 1, per_page: 16, total: 2 } } };
    if (call.method === 'POST' && call.url === '/admin/text-modules/7/render')
      return { data: { data: { id: 7, body: 'Dzień dobry Celino, zgłoszenie ACME-7 przyjęte.' } } };
    if (call.method === 'POST' && call.url === '/admin/text-modules/8/render') return { data: { data: { id: 8, body: 'Hello Celina' } } };
    if (call.method === 'POST' && call.url === '/admin/ticket/42/notes')
      return { status: 201, data: { data: { id: 1, body: '', created_at: '2026-11-01T10:00:00Z' }, message: 'Notatka dodana' } };
    if (call.url.startsWith('/admin/lookups/')) return { data: { data: [] } };
    return { status: 404, data: { message: 'not found' } };
  });
  return api;
}

describe('text modules in the composer', () => {
  it('offers the ticket’s modules after ::, the UI language first, and inserts the filled one with the keyboard', async () => {
    const fake = serve();
    await renderComposer();
    const box = await screen.findByLabelText('Treść odpowiedzi');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await fill(box, 'Witam\n::prz');
    const list = await screen.findByRole('listbox', { name: 'Moduły tekstowe' });
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Przyjęcie zgłoszenia'),
      expect.stringContaining('Przyjęte (EN)'),
    ]);
    const asked = fake.calls.find((c) => c.url === '/admin/text-modules');
    expect(asked?.params).toMatchObject({ ticket_id: 42, search: 'prz' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(box).toHaveValue('Witam\nDzień dobry Celino, zgłoszenie ACME-7 przyjęte.'));
    expect(fake.calls.find((c) => c.url === '/admin/text-modules/7/render')?.body).toEqual({ ticket_id: 42 });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter picked the module: nothing was sent.
    expect(fake.calls.some((c) => c.url === '/admin/ticket/42/reply')).toBe(false);
  });

  it('Escape closes the list and leaves the text; in the note box Tab inserts too', async () => {
    const fake = serve();
    await renderComposer();
    const box = await screen.findByLabelText('Treść odpowiedzi');
    await fill(box, 'A ::prz');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('A ::prz');
    expect(fake.calls.some((c) => c.url.endsWith('/render'))).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Notatka wewnętrzna' }));
    const note = await screen.findByLabelText(/Treść notatki/);
    await fill(note, '::przyjete-en');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Tab}');
    await waitFor(() => expect(note).toHaveValue('Hello Celina'));
  });
});

describe('the :: rules', () => {
  it('finds ::word at the start or after a space only, and puts text in its place', () => {
    expect(textModuleQueryAt('Hej ::prz', 9)).toEqual({ start: 4, query: 'prz' });
    expect(textModuleQueryAt('::', 2)).toEqual({ start: 0, query: '' });
    expect(textModuleQueryAt('std::vector', 11)).toBeNull();
    expect(textModuleQueryAt('::a b', 5)).toBeNull();
    expect(insertAt('Hej ::prz!', 4, 9, 'Dzień dobry')).toEqual({ text: 'Hej Dzień dobry!', caret: 15 });
  });

  it('orders the UI language first, then shortcuts starting with what was typed', () => {
    const ordered = orderSuggestions(
      [textModule(1, 'A', 'xprz', 'pl'), textModule(2, 'B', 'prz', 'en'), textModule(3, 'C', 'prz', 'pl')],
      'prz',
      'pl',
    ).map((m) => m.id);
    expect(ordered).toEqual([3, 1, 2]);
  });
});
