/** The ticket list as a table (from the spec's 991.98 px breakpoint up), drawn as the kit's light rows. */
import { useMemo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { cachedText, LightTable, useLightLook, type LightColumn } from '@helpdesk/shared/remote';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketRow } from '@helpdesk/shared/resources';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  number: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  subject: { color: tokens.colorNeutralForeground1, textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

const rowProps = (row: TicketRow) => ({ 'data-ticket-id': row.id });

/** A status or priority with the colour the API sends: a coloured dot beside the text (ColourLabel's look). */
function colourLabel(classes: { label: string; dot: string }, colour: string, label: string) {
  return (
    <span className={classes.label}>
      <span className={classes.dot} style={{ backgroundColor: colour }} aria-hidden />
      {label}
    </span>
  );
}

export function TicketTable({ rows, showRequester }: { rows: TicketRow[]; showRequester: boolean }) {
  const styles = useStyles();
  const look = useLightLook();
  const { t } = useTranslation('client');
  // The texts asked once per table (a status's name once per value), not per row.
  const texts = useMemo(
    () => ({
      unassigned: t('tickets.unassigned'),
      status: cachedText((status: TicketRow['status']) => t(`shared:ticket.status.${status}`)),
      priority: cachedText((priority: TicketRow['priority']) => t(`shared:ticket.priority.${priority}`)),
    }),
    [t],
  );
  const columns = useMemo<LightColumn<TicketRow>[]>(() => {
    const header = (c: 'number' | 'subject' | 'status' | 'priority' | 'requester' | 'assignee' | 'created' | 'updated') =>
      t(`tickets.columns.${c}`);
    const classes = { label: mergeClasses(look.colourLabel, styles.nowrap), dot: look.dot };
    return [
      {
        id: 'number',
        header: header('number'),
        cell: (row, kit) => kit.link(paths.client.ticketShow(row.id), row.fullid, { className: styles.number }),
      },
      {
        id: 'subject',
        header: header('subject'),
        cell: (row, kit) => kit.link(paths.client.ticketShow(row.id), row.subject, { className: styles.subject }),
      },
      { id: 'status', header: header('status'), cell: (row) => colourLabel(classes, row.status_color, texts.status(row.status)) },
      {
        id: 'priority',
        header: header('priority'),
        cell: (row) => colourLabel(classes, row.priority_color, texts.priority(row.priority)),
      },
      ...(showRequester ? [{ id: 'requester', header: header('requester'), cell: (row: TicketRow) => row.requester?.name ?? '—' }] : []),
      { id: 'assignee', header: header('assignee'), cell: (row) => row.assignee?.name ?? texts.unassigned },
      { id: 'created', header: header('created'), cell: (row) => <span className={styles.muted}>{formatDateTime(row.created_at)}</span> },
      { id: 'updated', header: header('updated'), cell: (row) => <span className={styles.muted}>{formatDateTime(row.updated_at)}</span> },
    ];
  }, [t, texts, styles, look, showRequester]);
  return <LightTable rows={rows} columns={columns} rowKey={(row) => row.id} label={t('tickets.list.label')} rowProps={rowProps} />;
}
