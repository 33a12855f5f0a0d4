/**
 * What jsdom lacks or does differently for Fluent, for unit tests only. `renderRoute` installs all three; a test
 * that renders on its own calls them in `beforeAll`.
 */

/** jsdom has no ResizeObserver, which some Fluent components (MessageBar, Dialog, overflow) use. */
export function stubResizeObserver(): void {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

let layoutEmulated = false;

/**
 * jsdom lays nothing out: every `offsetParent` is null and the body is 0 × 0. Tabster (Fluent's focus manager) reads
 * exactly those two to tell what is visible, so under jsdom it finds nothing focusable. An opened dialog then cannot
 * focus its first control and focuses its own surface, its focus trap never becomes active, and 250 ms later tabster
 * marks the inactive dialog aria-hidden: role queries lose it, or not, depending on how fast the test ran. With these
 * two answers as a browser gives them, dialogs take focus and hide the page behind them as they do in a browser.
 */
export function emulateLayout(): void {
  if (layoutEmulated) return;
  layoutEmulated = true;
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement): Element | null {
      // A browser answers null for the body, for anything not rendered, and for display: none (its own or inherited).
      if (!this.isConnected || this === this.ownerDocument.body || this.closest('[hidden]')) return null;
      if (this.ownerDocument.defaultView?.getComputedStyle(this).display === 'none') return null;
      return this.parentElement;
    },
  });
  HTMLBodyElement.prototype.getBoundingClientRect = function viewport(this: HTMLBodyElement): DOMRect {
    const view = this.ownerDocument.defaultView;
    return DOMRect.fromRect({ x: 0, y: 0, width: view?.innerWidth ?? 1024, height: view?.innerHeight ?? 768 });
  };
}

let neverHidden = false;

/**
 * Tabster marks aria-hidden the page behind an open modal dialog, and a dialog whose focus trap is not active, on a
 * 250 ms timer after each change. Role queries would then find or miss elements by how fast the test ran: the page
 * stays hidden for a moment after its dialog closed; a dialog open for 250 ms vanishes where jsdom left its trap
 * inactive. Fluent lets an element opt out with `data-tabster-never-hide` (useDangerousNeverHidden_unstable), and
 * tabster asks only through that attribute: in tests every element opts out, so what role queries see never depends
 * on timing. Focus trapping is not affected.
 */
export function keepTabsterFromHiding(): void {
  if (neverHidden) return;
  neverHidden = true;
  const hasAttribute = Element.prototype.hasAttribute;
  Element.prototype.hasAttribute = function hasAttributeOrNeverHide(this: Element, name: string): boolean {
    return name === 'data-tabster-never-hide' || hasAttribute.call(this, name);
  };
}
