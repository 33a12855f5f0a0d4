/**
 * What a user types into a server-rendered page before it hydrates is kept (#39). The page is readable, and its
 * fields editable, as soon as its HTML paints, but React only listens once it has hydrated: a reply typed in that
 * moment would stay on screen while the composer's state (and its saved draft) said nothing was typed, and the next
 * render would wipe it. A small inline script in the rendered page's head notes every field the user changes; once
 * the tree has hydrated, each of them is announced to React as a change, so its state takes the typed value.
 */

interface EarlyInputWindow {
  __helpdeskEarlyInput?: { fields: EventTarget[]; values: string[]; stop: () => void };
}

/**
 * The inline script (it runs before any module): a capturing listener that remembers each changed field and its
 * latest value (hydration puts a select back to its rendered option; a text field keeps what was typed).
 */
export const EARLY_INPUT_SCRIPT =
  '(function(){var f=[],v=[];function r(e){var t=e.target,i=f.indexOf(t);if(i<0){f.push(t);v.push(t.value)}else v[i]=t.value}' +
  "document.addEventListener('input',r,true);document.addEventListener('change',r,true);" +
  "window.__helpdeskEarlyInput={fields:f,values:v,stop:function(){document.removeEventListener('input',r,true);" +
  "document.removeEventListener('change',r,true)}}})()";

const TEXT_LIKE = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'date', 'time', 'datetime-local']);

/** Sets a field's value past React's value tracker (which learnt the typed value at hydration, not the rendered one). */
function announceTyped(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeValue = Object.getOwnPropertyDescriptor(prototype, 'value');
  if (!nativeValue?.set) return;
  // Through the element's own property (React's tracker, where it has one) the value is empty; natively, it is typed.
  field.value = '';
  nativeValue.set.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** After hydration: every field changed before it gets its change event, once; the listener goes. */
export function replayEarlyInput(target: Window = window): void {
  const early = (target as Window & EarlyInputWindow).__helpdeskEarlyInput;
  if (!early) return;
  early.stop();
  delete (target as Window & EarlyInputWindow).__helpdeskEarlyInput;
  early.fields.forEach((field, index) => {
    const value = early.values[index] ?? '';
    if (!(field instanceof HTMLElement) || !field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_LIKE.has(field.type))) {
      announceTyped(field, value);
    }
  });
}
