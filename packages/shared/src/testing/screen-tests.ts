/** For unit tests only: what every describe block of screen tests sets up the same way. */
import { act } from '@testing-library/react';
import { eventBus, i18n, initI18n, type ToastEvent } from '@helpdesk/shared';
import { restoreFakeApis } from './fake-api.ts';

/**
 * Registers the block's hooks: i18n ready and Polish (the product's default) before each test, the toasts the screen
 * asks the shell to show collected and emptied before each test, and every fake API of a test restored after it.
 */
export function setUpScreenTests(): { toasts: ToastEvent[] } {
  const toasts: ToastEvent[] = [];
  const onToast = (toast: ToastEvent) => toasts.push(toast);
  beforeAll(async () => {
    await initI18n();
    eventBus.on('toast', onToast);
  });
  afterAll(() => eventBus.off('toast', onToast));
  beforeEach(async () => {
    toasts.length = 0;
    await act(() => i18n.changeLanguage('pl'));
  });
  afterEach(() => restoreFakeApis());
  return { toasts };
}
