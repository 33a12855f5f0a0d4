/** For unit tests only: jsdom has no ResizeObserver, which some Fluent components (MessageBar) use. */
export function stubResizeObserver(): void {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
