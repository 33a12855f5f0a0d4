/**
 * The mark on tickets, messages and unassigned e-mails whose sender failed SPF/DKIM/DMARC (server/API.md
 * `mail_auth`): "Niezweryfikowany nadawca / Unverified sender". `unknown` (DNS did not answer) gets a quieter mark;
 * verified mail and anything not from an e-mail get none. A title, not Fluent's Tooltip: lists are first routes.
 */
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { QuestionCircleRegular, ShieldErrorRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isUnverifiedSender, type MailAuthVerdict } from '../schemas/enums.ts';

const useStyles = makeStyles({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXS,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
  },
  unverified: { color: tokens.colorPaletteDarkOrangeForeground1 },
  unknown: { color: tokens.colorNeutralForeground3 },
  icon: { fontSize: tokens.fontSizeBase400 },
});

export interface SenderVerificationMarkProps {
  verdict: MailAuthVerdict | null | undefined;
  /** Icon only (lists); the name stays in its label and title. */
  compact?: boolean;
}

export function SenderVerificationMark({ verdict, compact = false }: SenderVerificationMarkProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const unverified = isUnverifiedSender(verdict);
  if (!unverified && verdict !== 'unknown') return null;
  const label = unverified ? t('message.unverifiedSender') : t('message.unknownSenderCheck');
  const hint = unverified ? t('message.unverifiedSenderHint') : label;
  const Icon = unverified ? ShieldErrorRegular : QuestionCircleRegular;
  // Unknown is said in lists only by its icon; on a page it is a hint, not an alarm.
  return (
    <span
      className={mergeClasses(styles.mark, unverified ? styles.unverified : styles.unknown)}
      role="img"
      aria-label={label}
      title={hint}
      data-testid="sender-verification"
      data-verdict={verdict}
    >
      <Icon className={styles.icon} aria-hidden />
      {!compact && unverified && (
        <Text size={200} weight="semibold">
          {label}
        </Text>
      )}
    </span>
  );
}
