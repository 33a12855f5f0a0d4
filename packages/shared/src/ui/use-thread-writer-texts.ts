import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailSender, TicketOrigin } from '@helpdesk/shared';

/**
 * The names of thread entries no known user wrote, alike on the agent's and the client's ticket page: an e-mail's
 * sender ("Jan Nowak <jan@acme.pl> (e-mail)", or "jan@acme.pl (e-mail)" without a name), what filed it (an alert, a
 * reminder, an e-mail whose sender was not kept), or nobody known.
 */
export function useThreadWriterTexts() {
  const { t } = useTranslation('shared');
  // Stable while the language is: a memoised list row can take these functions as props.
  return useMemo(
    () => ({
      sender: (sender: MailSender): string =>
        sender.name
          ? t('writer.emailSender', { name: sender.name, email: sender.email })
          : t('writer.emailAddress', { email: sender.email }),
      origin: (origin: Exclude<TicketOrigin, 'web'>): string => t(`writer.origin.${origin}`),
      unknown: (): string => t('writer.unknown'),
    }),
    [t],
  );
}
