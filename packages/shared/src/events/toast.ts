/** Toasts for every app: remotes call these, the shell's Toaster shows them. */
import { eventBus } from './event-bus.ts';
import type { ToastEvent } from './events.ts';

const show =
  (intent: ToastEvent['intent']) =>
  (body: string, options: Omit<ToastEvent, 'intent' | 'body'> = {}) =>
    eventBus.emit('toast', { intent, body, ...options });

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
