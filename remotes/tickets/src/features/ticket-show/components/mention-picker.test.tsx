import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom, store } from '@helpdesk/shared';
import { fakeApi, renderRoute } from '@helpdesk/shared/testing';
import type { AgentChoice } from '@helpdesk/shared/resources';
import { ME, prepareTexts } from '../testing/ticket-show-fixtures.tsx';
import { noteBodyWithMentions, type Mention } from '../lib/mentions.ts';
import { MentionTextarea } from './mention-picker.tsx';

const agent = (id: number, name: string): AgentChoice => ({
  id,
  name,
  agent_type: 'support',
  on_leave: false,
  leave: null,
  open_tickets: 0,
  available: true,
});
const AGENTS = [agent(4, 'Jan Kowalski'), agent(5, 'Artur Agent'), agent(9, 'Janina Nowak'), agent(11, 'Łukasz Jarząb')];

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

let picked: Mention[] = [];
let lastValue = '';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <MentionTextarea
      aria-label="note"
      value={value}
      onChange={(next) => {
        lastValue = next;
        setValue(next);
      }}
      onMention={(mention) => picked.push(mention)}
    />
  );
}

async function show() {
  picked = [];
  lastValue = '';
  api = fakeApi((call) =>
    call.method === 'GET' && call.url === '/admin/lookups/agents' ? { data: { data: AGENTS } } : { status: 404, data: { message: 'x' } },
  );
  await prepareTexts();
  store.set(currentUserAtom, ME);
  await renderRoute([{ path: 'x', Component: Harness }], '/x');
  return screen.getByRole('textbox', { name: 'note' });
}

describe('mention picker in the note box', () => {
  it('opens on @, filters the active agents as you type, and inserts the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const box = await show();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(box);
    await user.type(box, 'Sprawdź @ja');
    const list = await screen.findByRole('listbox');
    // Word starts, accents ignored: Jan, Janina and Jarząb — not Artur Agent.
    expect((await within(list).findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Jan Kowalski',
      'Janina Nowak',
      'Łukasz Jarząb',
    ]);
    expect(within(list).getByRole('option', { name: 'Jan Kowalski' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const janina = within(list).getByRole('option', { name: 'Janina Nowak' });
    expect(janina).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', janina.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Sprawdź @Janina Nowak ');
    expect(lastValue).toBe('Sprawdź @Janina Nowak ');
    expect(picked).toEqual([{ id: 9, name: 'Janina Nowak' }]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(api!.calls.filter((c) => c.url === '/admin/lookups/agents')).toHaveLength(1);
  });

  it('Escape closes the list and leaves the text as typed; a mail address opens nothing', async () => {
    const user = userEvent.setup();
    const box = await show();
    await user.click(box);
    await user.type(box, 'jan@acme.pl');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, ' @ar');
    expect(await screen.findByRole('option', { name: 'Artur Agent' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('jan@acme.pl @ar');
    expect(picked).toEqual([]);
  });
});

describe('noteBodyWithMentions', () => {
  it('marks the picked mentions still in the text, escapes the rest, keeps line breaks', () => {
    const mentions = [
      { id: 4, name: 'Jan Kowalski' },
      { id: 7, name: 'Jan' },
      { id: 9, name: 'Janina Nowak' },
    ];
    expect(noteBodyWithMentions('@Jan Kowalski i @Jan: <b>pilne</b>\nok', mentions)).toBe(
      '<span data-mention="4">@Jan Kowalski</span> i <span data-mention="7">@Jan</span>: &lt;b&gt;pilne&lt;/b&gt;<br>ok',
    );
    expect(noteBodyWithMentions('bez wzmianki <b>', mentions)).toBe('bez wzmianki <b>');
    expect(noteBodyWithMentions('@Janek', [{ id: 7, name: 'Jan' }])).toBe('@Janek');
  });
});
