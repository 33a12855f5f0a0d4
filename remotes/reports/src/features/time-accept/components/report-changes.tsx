/** What the agent changed in a rejected report before resubmitting it: field, value before → value now. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import type { TimeAcceptItem, TimeReportPrevious } from '@helpdesk/shared/resources';

const FIELDS = ['day', 'from_hour', 'kind', 'minutes', 'description', 'overtime', 'outside_contract', 'arrival'] as const;
type ChangedField = (typeof FIELDS)[number];

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function ReportChanges({ item, previous }: { item: TimeAcceptItem; previous: TimeReportPrevious }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const shown = (field: ChangedField, value: TimeReportPrevious[ChangedField]) => {
    if (field === 'minutes') return formatMinutes(value as number);
    if (field === 'kind') return t(`timeAccept.kinds.${value as TimeReportPrevious['kind']}`);
    if (field === 'overtime') return value ? `${value as number}%` : t('timeAccept.no');
    if (typeof value === 'boolean') return value ? t('timeAccept.yes') : t('timeAccept.no');
    return String(value || '—');
  };
  const changed = FIELDS.filter((field) => previous[field] !== item[field]);
  return (
    <div data-testid="report-changes">
      <Text size={200} weight="semibold">
        {t('timeAccept.changes')}
      </Text>
      <ul className={styles.list}>
        {changed.map((field) => (
          <li key={field}>
            <Text size={200}>
              {t('timeAccept.change', {
                field: t(`timeAccept.fields.${field}`),
                before: shown(field, previous[field]),
                after: shown(field, item[field]),
              })}
            </Text>
          </li>
        ))}
      </ul>
      {previous.reject_reason && (
        <Text size={200} className={styles.muted}>
          {t('timeAccept.previousReason', { reason: previous.reject_reason })}
        </Text>
      )}
    </div>
  );
}
