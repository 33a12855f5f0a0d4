/** A small mark beside a ticket's number when the product filed it: from an e-mail, a monitoring alert, a reminder. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular, HeartPulseRegular, MailRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TicketRow } from '@helpdesk/shared/resources';

const ICONS = { email: MailRegular, monitoring: HeartPulseRegular, reminder: ArrowRepeatAllRegular } as const;

const useStyles = makeStyles({
  mark: { display: 'inline-flex', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase400, verticalAlign: 'middle' },
});

export function OriginMark({ origin }: { origin: TicketRow['origin'] }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  if (origin === 'web') return null;
  const Icon = ICONS[origin];
  const label = t(`list.origin.${origin}`);
  return (
    // A title, not Fluent's Tooltip: the list is the remote's first route and Tooltip brings its positioning along.
    <span className={styles.mark} role="img" aria-label={label} title={label} data-origin={origin}>
      <Icon aria-hidden />
    </span>
  );
}
