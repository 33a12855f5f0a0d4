/**
 * `/admin/agent-report` and its two alternative views (`-backup`: per ticket, `-backup-2`: per company): consultant,
 * from, to, generate; the spec's columns with each agent-day's charged total and the whole period's totals, one page
 * of rows (or groups) at a time; XLSX/CSV export of every row of exactly the generated query. Agents report on
 * themselves only (the server enforces it).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, can, currentUserAtom, paths } from '@helpdesk/shared';
import { formatMinutes } from '@helpdesk/shared/format';
import { cachedText, LightTable, ListFrame, type LightCellKit, type LightColumn } from '@helpdesk/shared/remote';
import { DEFAULT_PAGE_SIZE } from '@helpdesk/shared/ui';
import type { AgentReport, AgentReportGroup, AgentReportRow, AgentReportTotals } from '@helpdesk/shared/resources';
import type { AgentReportView } from '@helpdesk/shared/schemas';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { polishDay } from '../../../lib/polish-day.ts';
import { agentReportQuery, type AgentReportFilters, type AgentReportPaging } from '../api/agent-report.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  date: { maxWidth: '170px' },
  total: { fontWeight: tokens.fontWeightSemibold },
  summary: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
});

const overtimeSum = (t: AgentReportTotals) => t.overtime_minutes[50] + t.overtime_minutes[100] + t.overtime_minutes[150];

export function AgentReportScreen() {
  return <AgentReportView view="entries" />;
}
export function AgentReportByTicketScreen() {
  return <AgentReportView view="tickets" />;
}
export function AgentReportByCompanyScreen() {
  return <AgentReportView view="companies" />;
}

const SCREEN: Record<AgentReportView, { title: 'agentReport' | 'agentReportBackup' | 'agentReportBackup2'; name: string }> = {
  entries: { title: 'agentReport', name: 'agent-report' },
  tickets: { title: 'agentReportBackup', name: 'agent-report-backup' },
  companies: { title: 'agentReportBackup2', name: 'agent-report-backup-2' },
};

function AgentReportView({ view }: { view: AgentReportView }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const me = useAtomValue(currentUserAtom);
  const anyone = can(me, 'time-reports.delete-others');
  const agents = useQuery({ ...agentChoicesQuery, enabled: anyone }).data ?? [];
  const [form, setForm] = useState<AgentReportFilters>(() => ({
    agent_id: anyone ? null : (me?.data.id ?? null),
    from: `${polishDay().slice(0, 8)}01`,
    to: polishDay(),
    view,
  }));
  const [generated, setGenerated] = useState<AgentReportFilters | null>(null);
  const [paging, setPaging] = useState<AgentReportPaging>({ page: 1, per_page: DEFAULT_PAGE_SIZE });
  const report = useQuery({ ...agentReportQuery(generated ?? form, paging), enabled: generated !== null });
  const title = t(`screens.${SCREEN[view].title}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setGenerated({ ...form, view });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const data = generated ? report.data : undefined;
  // The page's rows (or groups) for the list frame; before "Generate" nothing is asked.
  const page = data && { data: view === 'entries' ? data.rows : data.groups, meta: data.meta };
  const query = generated ? { ...report, data: page } : NOT_GENERATED;

  return (
    <ListFrame<AgentReportRow | AgentReportGroup>
      remote="reports"
      name={SCREEN[view].name}
      title={title}
      query={query}
      empty={{ text: generated ? t('timeReports.empty') : t('timeReports.prompt') }}
      errorText={t('timeReports.loadError')}
      pagination={{
        onPage: (next) => setPaging((p) => ({ ...p, page: next })),
        perPage: paging.per_page,
        onPerPage: (perPage) => setPaging({ page: 1, per_page: perPage }),
      }}
      table={() => data && (view === 'entries' ? <EntriesTable report={data} /> : <GroupsTable report={data} />)}
      actions={
        generated && (
          <ExportButtons
            request={{
              report: 'agent',
              query: {
                ...(generated.agent_id !== null ? { agent_id: generated.agent_id } : {}),
                from: generated.from,
                to: generated.to,
                view,
              },
            }}
            disabled={!data}
          />
        )
      }
      filters={
        <form className={styles.form} onSubmit={submit} aria-label={title}>
          {anyone && (
            <Field label={t('timeReports.consultant')}>
              <Select
                value={form.agent_id ?? ''}
                onChange={(_, d) => setForm({ ...form, agent_id: d.value === '' ? null : Number(d.value) })}
              >
                <option value="">{t('timeReports.everyone')}</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label={t('timeReports.from')} className={styles.date} required>
            <Input
              type="date"
              value={form.from}
              max={form.to || polishDay()}
              required
              onChange={(_, d) => setForm({ ...form, from: d.value })}
            />
          </Field>
          <Field label={t('timeReports.to')} className={styles.date} required>
            <Input
              type="date"
              value={form.to}
              min={form.from || undefined}
              max={polishDay()}
              required
              onChange={(_, d) => setForm({ ...form, to: d.value })}
            />
          </Field>
          <Button type="submit" appearance="primary">
            {t('timeReports.generate')}
          </Button>
        </form>
      }
    />
  );
}

/** The frame's query before the first "Generate": nothing loading, nothing to show but the prompt. */
const NOT_GENERATED = { isPending: false, isError: false, isFetching: false, error: null, refetch: () => undefined, data: undefined };

function Totals({ totals }: { totals: AgentReportTotals }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const o = totals.overtime_minutes;
  return (
    <div className={styles.summary} data-testid="agent-report-totals">
      <Text>
        {t('timeReports.columns.time')}: <strong>{formatMinutes(totals.minutes)}</strong>
      </Text>
      <Text>
        {t('timeReports.columns.normal')}: <strong>{formatMinutes(totals.normal_minutes)}</strong>
      </Text>
      <Text>
        {t('timeReports.columns.overtime')}: <strong>{formatMinutes(overtimeSum(totals))}</strong> (50%: {formatMinutes(o[50])}, 100%:{' '}
        {formatMinutes(o[100])}, 150%: {formatMinutes(o[150])})
      </Text>
      <Text>
        {t('timeReports.columns.outside')}: <strong>{formatMinutes(totals.outside_contract_minutes)}</strong>
      </Text>
      <Text>
        {t('timeReports.charged')}: <strong data-testid="agent-report-charged">{formatMinutes(totals.charged_minutes)}</strong>
      </Text>
      <Text>
        {t('timeReports.weighted')}: <strong>{formatMinutes(totals.weighted_minutes)}</strong>
      </Text>
    </div>
  );
}

function EntriesTable({ report }: { report: AgentReport }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const totals = report.totals;
  // The texts asked once per table (a status's or kind's name once per value), not per row.
  const columns = useMemo<LightColumn<AgentReportRow>[]>(() => {
    const status = cachedText((s: AgentReportRow['status']) => t(`timeReports.status.${s}`, { defaultValue: s }));
    const kind = cachedText((k: AgentReportRow['kind']) => t(`timeReports.kind.${k}`));
    const header = (c: EntryColumn) => t(`timeReports.columns.${c}`);
    return [
      { id: 'date', header: header('date'), cell: (r) => r.day },
      {
        id: 'ticket',
        header: header('ticket'),
        cell: (r, kit) => kit.link(paths.staff.ticketShow(r.ticket.id), r.ticket.fullid, { title: r.ticket.subject }),
      },
      { id: 'status', header: header('status'), cell: (r) => status(r.status) },
      { id: 'start', header: header('start'), cell: (r) => r.from_hour },
      { id: 'consultant', header: header('consultant'), cell: (r) => r.agent.name },
      { id: 'type', header: header('type'), cell: (r) => kind(r.kind) },
      { id: 'time', header: header('time'), cell: (r) => formatMinutes(r.minutes) },
      { id: 'normal', header: header('normal'), cell: (r) => formatMinutes(r.normal_minutes) },
      {
        id: 'overtime',
        header: header('overtime'),
        cell: (r) => (r.overtime_percent ? `${formatMinutes(r.overtime_minutes)} (${r.overtime_percent}%)` : formatMinutes(0)),
      },
      { id: 'outside', header: header('outside'), cell: (r) => formatMinutes(r.outside_contract_minutes) },
      { id: 'dayTotal', header: header('dayTotal'), cell: (r) => (r.first_of_day ? formatMinutes(r.day_total_minutes) : '') },
    ];
  }, [t]);
  return (
    <>
      <Totals totals={totals} />
      <LightTable
        scroll={t('screens.agentReport')}
        rows={report.rows}
        columns={columns}
        rowKey={(r) => r.id}
        label={t('screens.agentReport')}
        data-testid="agent-report-table"
        rowProps={reportRowProps}
        totalRow={{
          className: styles.total,
          props: { 'data-testid': 'agent-report-total-row' },
          cells: [
            t('timeReports.total'),
            null,
            null,
            null,
            null,
            null,
            formatMinutes(totals.minutes),
            formatMinutes(totals.normal_minutes),
            formatMinutes(overtimeSum(totals)),
            formatMinutes(totals.outside_contract_minutes),
            formatMinutes(totals.charged_minutes),
          ],
        }}
      />
    </>
  );
}

type EntryColumn = 'date' | 'ticket' | 'status' | 'start' | 'consultant' | 'type' | 'time' | 'normal' | 'overtime' | 'outside' | 'dayTotal';
const reportRowProps = () => ({ 'data-testid': 'agent-report-row' });

function GroupsTable({ report }: { report: AgentReport }) {
  const { t } = useTranslation('reports');
  const byTicket = report.view === 'tickets';
  const totals = report.totals;
  const label = t(`timeReports.views.${report.view}`);
  const columns: LightColumn<AgentReportGroup>[] = [
    ...(byTicket
      ? [
          {
            id: 'ticket',
            header: t('timeReports.columns.ticket'),
            cell: (g: AgentReportGroup, kit: LightCellKit) =>
              kit.link(paths.staff.ticketShow(g.ticket!.id), `${g.ticket!.fullid} — ${g.ticket!.subject}`),
          },
        ]
      : []),
    { id: 'company', header: t('timeReports.company'), cell: (g) => g.company.tag },
    { id: 'entries', header: t('timeReports.entries'), cell: (g) => g.entries },
    { id: 'time', header: t('timeReports.columns.time'), cell: (g) => formatMinutes(g.totals.minutes) },
    { id: 'normal', header: t('timeReports.columns.normal'), cell: (g) => formatMinutes(g.totals.normal_minutes) },
    { id: 'overtime', header: t('timeReports.columns.overtime'), cell: (g) => formatMinutes(overtimeSum(g.totals)) },
    { id: 'outside', header: t('timeReports.columns.outside'), cell: (g) => formatMinutes(g.totals.outside_contract_minutes) },
    { id: 'charged', header: t('timeReports.charged'), cell: (g) => formatMinutes(g.totals.charged_minutes) },
  ];
  return (
    <>
      <Totals totals={totals} />
      <LightTable
        scroll={label}
        rows={report.groups}
        columns={columns}
        rowKey={(g) => g.key}
        label={label}
        data-testid="agent-report-table"
        rowProps={reportRowProps}
      />
    </>
  );
}
