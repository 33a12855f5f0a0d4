import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from './early-input.ts';

/** A composer whose state is what a draft would store: shown beside the field so a test can read it. */
function Composer() {
  const [body, setBody] = useState('');
  const [status, setStatus] = useState('open');
  return (
    <form>
      <textarea aria-label="body" value={body} onChange={(event) => setBody(event.target.value)} />
      <select aria-label="status" value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="open">open</option>
        <option value="waiting">waiting</option>
      </select>
      <output data-testid="state">{`${body}|${status}`}</output>
    </form>
  );
}

function typeBeforeHydration(field: HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('what is typed into a server-rendered page before it hydrates', () => {
  let container: HTMLDivElement;

  beforeEach(() => {
    // The rendered page's head script runs before any module.
    new Function(EARLY_INPUT_SCRIPT)();
    container = document.createElement('div');
    container.innerHTML = renderToString(<Composer />);
    document.body.append(container);
  });

  afterEach(() => {
    container.remove();
    delete (window as { __helpdeskEarlyInput?: unknown }).__helpdeskEarlyInput;
  });

  it('reaches the components’ state once hydrated, and stays on screen', async () => {
    typeBeforeHydration(container.querySelector('textarea')!, 'Proszę zrestartować drukarkę');
    typeBeforeHydration(container.querySelector('select')!, 'waiting');
    await act(async () => {
      hydrateRoot(container, <Composer />);
    });
    // Hydrated, React still believes nothing was typed.
    expect(container.querySelector('output')!.textContent).toBe('|open');
    await act(async () => replayEarlyInput());
    expect(container.querySelector('output')!.textContent).toBe('Proszę zrestartować drukarkę|waiting');
    expect(container.querySelector('textarea')!.value).toBe('Proszę zrestartować drukarkę');
  });

  it('is replayed once: the listener goes, later typing is React’s own', async () => {
    await act(async () => {
      hydrateRoot(container, <Composer />);
    });
    await act(async () => replayEarlyInput());
    expect((window as { __helpdeskEarlyInput?: unknown }).__helpdeskEarlyInput).toBeUndefined();
    expect(container.querySelector('output')!.textContent).toBe('|open');
  });
});
