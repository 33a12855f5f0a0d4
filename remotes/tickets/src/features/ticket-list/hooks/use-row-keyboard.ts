/**
 * Keyboard work on the list: j / ArrowDown and k / ArrowUp move the active row, Enter opens it,
 * x selects it. Keys typed into a field, a menu or a dialog are theirs, not the list's.
 */
import { useEffect, useRef } from 'react';

export interface RowKeyboardHandlers {
  rowCount: number;
  active: number;
  setActive: (index: number) => void;
  onOpen: (index: number) => void;
  onToggle: (index: number) => void;
}

const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"], [role="alertdialog"]';
/** Enter on these already does something (follows the link, presses the button). */
const ACTIVATES_ON_ENTER = 'a[href], button, [role="button"], [role="checkbox"], [role="option"], [role="menuitem"]';

export function useRowKeyboard(handlers: RowKeyboardHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS)) return;
      const { rowCount, active, setActive, onOpen, onToggle } = latest.current;
      if (rowCount === 0) return;
      const key = event.key;
      if (key === 'j' || key === 'ArrowDown') {
        setActive(Math.min(rowCount - 1, active + 1));
      } else if (key === 'k' || key === 'ArrowUp') {
        setActive(Math.max(0, active < 0 ? 0 : active - 1));
      } else if (key === 'Enter' && active >= 0 && !target?.closest(ACTIVATES_ON_ENTER)) {
        onOpen(active);
      } else if ((key === 'x' || key === 'X') && active >= 0) {
        onToggle(active);
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
