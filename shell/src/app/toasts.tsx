import { useEffect } from 'react';
import { Link, Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { EVENT_TOAST_TIMEOUT_MS, eventBus, TOAST_TIMEOUT_MS, type ToastEvent } from '@helpdesk/shared';

/** How urgently a screen reader reads a toast: only an error interrupts what is being read. */
export const toastPoliteness = (event: Pick<ToastEvent, 'intent'>): 'assertive' | 'polite' =>
  event.intent === 'error' ? 'assertive' : 'polite';

/**
 * Shows every toast requested on the bus: ordinary ones 2 600 ms bottom-right, live-event notifications
 * 8 000 ms top-right (spec §9). `takeEarly` hands over the toasts requested before this chunk had loaded.
 * Screen readers hear every toast: through the toasters' polite live region, errors through the assertive one
 * (they interrupt, the rest waits for a pause).
 */
export function Toasts({ takeEarly }: { takeEarly?: () => ToastEvent[] }) {
  const normal = useId('toaster');
  const live = useId('live-toaster');
  const { dispatchToast } = useToastController(normal);
  const { dispatchToast: dispatchLive } = useToastController(live);

  useEffect(() => {
    const show = (event: ToastEvent) => {
      const content = (
        <Toast>
          {event.title && <ToastTitle>{event.title}</ToastTitle>}
          <ToastBody>{event.href ? <Link href={event.href}>{event.body}</Link> : event.body}</ToastBody>
        </Toast>
      );
      const politeness = toastPoliteness(event);
      if (event.live) dispatchLive(content, { intent: event.intent, politeness, timeout: EVENT_TOAST_TIMEOUT_MS });
      else dispatchToast(content, { intent: event.intent, politeness, timeout: TOAST_TIMEOUT_MS });
    };
    eventBus.on('toast', show);
    takeEarly?.().forEach(show);
    return () => eventBus.off('toast', show);
  }, [dispatchToast, dispatchLive, takeEarly]);

  return (
    <>
      <Toaster toasterId={normal} position="bottom-end" pauseOnHover limit={5} />
      <Toaster toasterId={live} position="top-end" pauseOnHover limit={5} />
    </>
  );
}
