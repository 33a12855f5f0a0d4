/**
 * `/admin/agent-report` and its two alternative views (`-backup`: per ticket, `-backup-2`: per company): consultant,
 * from, to, generate; the spec's columns with each agent-day's charged total and the whole period's totals, one page
 * of rows (or groups) at a time; XLSX/CSV export of every row of exactly the generated query. Agents report on
 * themselves only (the server enforces it).
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { can, currentUserAtom, paths } from '@helpdesk/shared';
import { formatMinutes } from '@helpdesk/shared/format';
import { ListFrame } from '@helpdesk/shared/remote';
import { DEFAULT_PAGE_SIZE } from '@helpdesk/shared/ui';
import type { AgentReport, AgentReportGroup, AgentReportRow, AgentReportTotals } from '@helpdesk/shared/resources';
import type { AgentReportView } from '@helpdesk/shared/schemas';
import { ExportButtons } from '../../export/components/export-buttons.tsx';
import { agentChoicesQuery, agentReportQuery, polishDay, type AgentReportFilters, type AgentReportPaging } from '../api/agent-report.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  date: { maxWidth: '170px' },
  // A table sized to its content scrolls sideways on a narrow screen instead of overlapping its cells.
  scroll: { overflowX: 'auto', maxWidth: '100%', '& table': { tableLayout: 'auto' } },
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
              max={form.to || undefined}
              required
              onChange={(_, d) => setForm({ ...form, from: d.value })}
            />
          </Field>
          <Field label={t('timeReports.to')} className={styles.date} required>
            <Input
              type="date"
              value={form.to}
              min={form.from || undefined}
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
  const columns = ['date', 'ticket', 'status', 'start', 'consultant', 'type', 'time', 'normal', 'overtime', 'outside', 'dayTotal'] as const;
  const totals = report.totals;
  return (
    <>
      <Totals totals={totals} />
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('screens.agentReport')}>
        <Table aria-label={t('screens.agentReport')} size="small" data-testid="agent-report-table">
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c}>{t(`timeReports.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.map((r) => (
              <TableRow key={r.id} data-testid="agent-report-row">
                <TableCell>{r.day}</TableCell>
                <TableCell>
                  <Link to={paths.staff.ticketShow(r.ticket.id)} title={r.ticket.subject}>
                    {r.ticket.fullid}
                  </Link>
                </TableCell>
                <TableCell>{t(`timeReports.status.${r.status}`, { defaultValue: r.status })}</TableCell>
                <TableCell>{r.from_hour}</TableCell>
                <TableCell>{r.agent.name}</TableCell>
                <TableCell>{t(`timeReports.kind.${r.kind}`)}</TableCell>
                <TableCell>{formatMinutes(r.minutes)}</TableCell>
                <TableCell>{formatMinutes(r.normal_minutes)}</TableCell>
                <TableCell>
                  {r.overtime_percent ? `${formatMinutes(r.overtime_minutes)} (${r.overtime_percent}%)` : formatMinutes(0)}
                </TableCell>
                <TableCell>{formatMinutes(r.outside_contract_minutes)}</TableCell>
                <TableCell>{r.first_of_day ? formatMinutes(r.day_total_minutes) : ''}</TableCell>
              </TableRow>
            ))}
            <TableRow className={styles.total} data-testid="agent-report-total-row">
              <TableCell>{t('timeReports.total')}</TableCell>
              <TableCell />
              <TableCell />
              <TableCell />
              <TableCell />
              <TableCell />
              <TableCell>{formatMinutes(totals.minutes)}</TableCell>
              <TableCell>{formatMinutes(totals.normal_minutes)}</TableCell>
              <TableCell>{formatMinutes(overtimeSum(totals))}</TableCell>
              <TableCell>{formatMinutes(totals.outside_contract_minutes)}</TableCell>
              <TableCell>{formatMinutes(totals.charged_minutes)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
    </>
  );
}

function GroupsTable({ report }: { report: AgentReport }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const byTicket = report.view === 'tickets';
  const totals = report.totals;
  return (
    <>
      <Totals totals={totals} />
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={t(`timeReports.views.${report.view}`)}>
        <Table aria-label={t(`timeReports.views.${report.view}`)} size="small" data-testid="agent-report-table">
          <TableHeader>
            <TableRow>
              {byTicket && <TableHeaderCell>{t('timeReports.columns.ticket')}</TableHeaderCell>}
              <TableHeaderCell>{t('timeReports.company')}</TableHeaderCell>
              <TableHeaderCell>{t('timeReports.entries')}</TableHeaderCell>
              <TableHeaderCell>{t('timeReports.columns.time')}</TableHeaderCell>
              <TableHeaderCell>{t('timeReports.columns.normal')}</TableHeaderCell>
              <TableHeaderCell>{t('timeReports.columns.overtime')}</TableHeaderCell>
              <TableHeaderCell>{t('timeReports.columns.outside')}</TableHeaderCell>
              <TableHeaderCell>{t('timeReports.charged')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.groups.map((g) => (
              <TableRow key={g.key} data-testid="agent-report-row">
                {byTicket && (
                  <TableCell>
                    <Link to={paths.staff.ticketShow(g.ticket!.id)}>
                      {g.ticket!.fullid} — {g.ticket!.subject}
                    </Link>
                  </TableCell>
                )}
                <TableCell>{g.company.tag}</TableCell>
                <TableCell>{g.entries}</TableCell>
                <TableCell>{formatMinutes(g.totals.minutes)}</TableCell>
                <TableCell>{formatMinutes(g.totals.normal_minutes)}</TableCell>
                <TableCell>{formatMinutes(overtimeSum(g.totals))}</TableCell>
                <TableCell>{formatMinutes(g.totals.outside_contract_minutes)}</TableCell>
                <TableCell>{formatMinutes(g.totals.charged_minutes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
