/**
 * The narrower figure beside "used": how much of it is accepted and how much still waits for acceptance, with a tooltip
 * saying what each figure counts. Shown on the balance card and the company report's month tile.
 */
import { Caption1, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  icon: { cursor: 'help' },
});

export function AcceptedNote({ accepted, pending, testId }: { accepted: string; pending: string; testId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  return (
    <Caption1 className={styles.note} data-testid={testId}>
      {t('consumption.accepted', { accepted, pending })}
      <Tooltip content={t('consumption.explain')} relationship="description" withArrow>
        <InfoRegular className={styles.icon} tabIndex={0} aria-label={t('consumption.explainLabel')} />
      </Tooltip>
    </Caption1>
  );
}
