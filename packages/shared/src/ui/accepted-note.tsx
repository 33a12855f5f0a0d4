/**
 * The narrower figure beside "used": how much of it is accepted and how much still waits for acceptance, with a tooltip
 * saying what each figure counts. Hours and visits alike, on the client's balance card and company report and on the
 * staff company report: one note, so the words and the tooltip are the same everywhere.
 */
import { Caption1, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  icon: { cursor: 'help' },
});

export interface AcceptedNoteProps {
  /** The figures as shown (hh:mm for hours, a count for visits). */
  accepted: string;
  pending: string;
  /** What is counted: the tooltip explains time or visits. */
  of: 'hours' | 'visits';
  testId: string;
}

export function AcceptedNote({ accepted, pending, of, testId }: AcceptedNoteProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  return (
    <Caption1 className={styles.note} data-testid={testId}>
      {t('consumption.accepted', { accepted, pending })}
      <Tooltip content={t(`consumption.explain.${of}`)} relationship="description" withArrow>
        <InfoRegular className={styles.icon} tabIndex={0} aria-label={t('consumption.explainLabel')} />
      </Tooltip>
    </Caption1>
  );
}
