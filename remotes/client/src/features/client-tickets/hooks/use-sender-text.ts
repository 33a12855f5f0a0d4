import { useTranslation } from 'react-i18next';
import type { MailSender } from '../api/ticket-types.ts';

/** An e-mail's sender who is not a user: "Jan Nowak <jan@acme.pl> (e-mail)", or "jan@acme.pl (e-mail)" without a name. */
export function useSenderText() {
  const { t } = useTranslation('client');
  return (sender: MailSender): string =>
    sender.name ? t('tickets.thread.emailSender', { name: sender.name, email: sender.email }) : t('tickets.thread.emailAddress', { email: sender.email });
}
