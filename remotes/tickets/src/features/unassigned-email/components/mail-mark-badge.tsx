/** Why the intake kept an e-mail aside (`mail_mark`): automatic mail or beyond the rate limits; none for a person's mail. */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MailMark } from '@helpdesk/shared/schemas';

export function MailMarkBadge({ mark }: { mark: MailMark | null | undefined }) {
  const { t } = useTranslation('tickets');
  if (!mark) return null;
  return (
    <Badge
      appearance="tint"
      color={mark === 'automatic' ? 'informative' : 'warning'}
      title={t(`unassignedEmail.markHints.${mark}`)}
      data-testid="mail-mark"
      data-mark={mark}
    >
      {t(`unassignedEmail.marks.${mark}`)}
    </Badge>
  );
}
