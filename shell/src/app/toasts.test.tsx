import { act, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { toast } from '@helpdesk/shared';
import { Toasts } from './toasts.tsx';

function renderToasts() {
  render(
    <FluentProvider theme={webLightTheme}>
      <Toasts />
    </FluentProvider>,
  );
}

/** The live region (aria-live) that holds `text` for screen readers, if any. */
const liveRegionOf = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('[aria-live]')]
    .find((region) => region.textContent?.includes(text))
    ?.getAttribute('aria-live');

describe.each([
  ['pl', { success: 'Zgłoszenie zostało utworzone', error: 'Błąd komunikacji z serwerem', event: 'Nowe zgłoszenie od ACME' }],
  ['en', { success: 'The ticket was created', error: 'Server communication error', event: 'New ticket from ACME' }],
])('toasts read by screen readers (%s)', (_lang, texts) => {
  it('announces a success politely, without interrupting', async () => {
    renderToasts();
    act(() => toast.success(texts.success));
    expect(await screen.findAllByText(texts.success)).not.toHaveLength(0);
    await waitFor(() => expect(liveRegionOf(texts.success)).toBe('polite'));
  });

  it('announces an error assertively', async () => {
    renderToasts();
    act(() => toast.error(texts.error));
    await waitFor(() => expect(liveRegionOf(texts.error)).toBe('assertive'));
  });

  it('announces a live-event notification politely too', async () => {
    renderToasts();
    act(() => toast.info(texts.event, { live: true }));
    await waitFor(() => expect(liveRegionOf(texts.event)).toBe('polite'));
  });
});
