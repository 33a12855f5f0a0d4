/**
 * Who did what and when (newest first), with each changed field as "before → after" in words: enumerations by
 * their names, people, projects and devices by name when the look-ups know them, else by number.
 */
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry, TicketDetail } from '@helpdesk/shared/resources';
import { useAgents, useCompanyDevices, useCompanyPeople, useCompanyProjects } from '../hooks/use-lookups.ts';
import { useTicketLabels, type LabelGroup } from '../hooks/use-ticket-labels.ts';
import { formatDateTime } from '@helpdesk/shared/format';

const ENUM_FIELDS: Record<string, LabelGroup> = {
  status: 'status',
  priority: 'priority',
  type: 'type',
  category: 'category',
  support_scope: 'supportScope',
};

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'minmax(130px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  time: { color: tokens.colorNeutralForeground3 },
  what: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, gridColumn: '2', '@media (max-width: 600px)': { gridColumn: '1' } },
  empty: { color: tokens.colorNeutralForeground3 },
});

type Names = (field: string, value: unknown) => string;

function useValueNames(ticket: TicketDetail, enabled: boolean): Names {
  const { label, none } = useTicketLabels();
  const agents = useAgents(enabled);
  const people = useCompanyPeople(ticket.company.id, enabled);
  const projects = useCompanyProjects(ticket.company.id, enabled);
  const devices = useCompanyDevices(ticket.company.id, enabled);
  const find = (list: { id: number; name: string }[] | undefined, id: unknown) =>
    list?.find((item) => item.id === id)?.name ?? `#${String(id)}`;
  return (field, value) => {
    if (value === null || value === undefined || value === '') return none;
    if (ENUM_FIELDS[field]) return label(ENUM_FIELDS[field], String(value));
    if (Array.isArray(value)) return value.length ? value.map((id) => find(people.data, id)).join(', ') : none;
    switch (field) {
      case 'assignee_id':
      case 'responsible_id':
        return find(agents.data, value);
      case 'requester_id':
        return find(people.data, value);
      case 'project_id':
        return find(projects.data, value);
      case 'device_id':
        return find(devices.data, value);
      case 'time_report':
        return `#${String(value)}`;
      default:
        return String(value);
    }
  };
}

function Entry({ entry, names }: { entry: HistoryEntry; names: Names }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const changes = Object.entries(entry.changes ?? {});
  return (
    <li className={styles.entry}>
      <Text size={200} className={styles.time}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </Text>
      <div className={styles.what}>
        <Text weight="semibold">{entry.user?.name ?? t('show.history.system')}</Text>
        <Badge appearance="tint">{t(`show.history.actions.${entry.action}`, { defaultValue: entry.action })}</Badge>
      </div>
      {changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map(([field, [before, after]]) => (
            <li key={field}>
              <Text size={200}>
                {t(`show.history.fields.${field}`, { defaultValue: field })}:{' '}
                {/* A time report is added or removed, not changed: its number says which. */}
                {field === 'time_report'
                  ? `#${String(after ?? before)}`
                  : field === 'reason' || field === 'macro'
                    ? String(after)
                    : `${names(field, before)} → ${names(field, after)}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function TicketHistory({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const hasReferences = ticket.history.some((entry) =>
    Object.keys(entry.changes ?? {}).some((field) => field.endsWith('_id') || field === 'cc'),
  );
  const names = useValueNames(ticket, hasReferences);
  if (ticket.history.length === 0) return <Text className={styles.empty}>{t('show.history.empty')}</Text>;
  return (
    <ol className={styles.list} aria-label={t('show.history.title')} data-testid="history">
      {ticket.history.map((entry) => (
        <Entry key={entry.id} entry={entry} names={names} />
      ))}
    </ol>
  );
}
