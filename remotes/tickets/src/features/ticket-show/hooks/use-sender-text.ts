import { useTranslation } from 'react-i18next';
import type { MessageSender } from '../api/ticket-detail.ts';

/** An e-mail's sender who is not a user: "Jan Nowak <jan@acme.pl> (e-mail)", or "jan@acme.pl (e-mail)" without a name. */
export function useSenderText() {
  const { t } = useTranslation('tickets');
  return (sender: MessageSender): string =>
    sender.name ? t('show.thread.emailSender', { name: sender.name, email: sender.email }) : t('show.thread.emailAddress', { email: sender.email });
}
