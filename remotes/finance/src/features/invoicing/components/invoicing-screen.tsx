/**
 * `/admin/invoicing`: a month's invoicing — one line per company with the calculation's amounts (as issued once
 * approved), its status and notes; a company's entries down to the time reports; approve one company or all of them
 * (after confirmation, once no time report of the month waits for acceptance: it locks the month's time reports);
 * reopen an approved month with a reason (its history shown with the entries); export the approved lines.
 */
import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Field,
  Input,
  Link as FluentLink,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Tooltip,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMonth } from '@helpdesk/shared/months';
import { toast } from '@helpdesk/shared';
import { formatMinutes } from '@helpdesk/shared/format';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import { CsvDialectField, useCsvDialect } from '@helpdesk/shared/ui';
import type { InvoiceLine } from '@helpdesk/shared/resources';
import { FINANCE, useFinanceMutation } from '../../../api/finance.ts';
import {
  invoiceDetailQuery,
  invoiceExportUrl,
  invoicePdfUrl,
  invoiceXmlUrl,
  invoicingQuery,
  ksefZipUrl,
  lastMonth,
  saveInvoiceNotes,
  sendToKsef,
} from '../api/invoicing.ts';
import { formatMoney } from '../../../lib/money.ts';
import { DetailPanel, ReportEntries, useFinanceTableStyles } from '../../../components/detail-panel.tsx';
import { ApproveDialog } from './approve-dialog.tsx';
import { ReopenDialog } from './reopen-dialog.tsx';

const STATUS_COLOR = { draft: 'informative', approved: 'success', exported: 'brand' } as const;

export function InvoicingScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(lastMonth);
  const [selected, setSelected] = useState<InvoiceLine['company'] | null>(null);
  const [dialect, setDialect] = useCsvDialect();
  const query = useQuery(invoicingQuery(month));
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);
  const lines = query.data?.lines ?? [];
  const drafts = lines.filter((l) => l.status === 'draft');
  const issued = lines.some((l) => l.status !== 'draft');
  // The download marks the lines exported: the list is read again once the browser has asked for the file.
  const exported = () => window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: [FINANCE, 'invoicing'] }), 1500);

  return (
    <ScreenFrame
      remote="finance"
      name="invoicing"
      title={t('screens.invoicing')}
      query={query}
      isEmpty={lines.length === 0}
      empty={{ text: t('invoicing.empty') }}
      errorText={t('common.loadFailed')}
      filters={
        <Field label={t('invoicing.month')}>
          <Input
            type="month"
            value={month}
            onChange={(_, d) => {
              if (!isMonth(d.value)) return;
              setMonth(d.value);
              setSelected(null);
            }}
          />
        </Field>
      }
      actions={
        <>
          {drafts.length > 0 && (
            <ApproveDialog
              trigger={<Button appearance="primary">{t('invoicing.approveAll')}</Button>}
              title={t('invoicing.approveAllTitle', { month, count: drafts.length })}
              month={month}
              companies={drafts.map((l) => l.company)}
              all
            />
          )}
          {issued && (
            <>
              <FluentLink href={invoiceExportUrl(month, 'xlsx')} download onClick={exported}>
                {t('invoicing.exportXlsx')}
              </FluentLink>
              <FluentLink href={invoiceExportUrl(month, 'csv', false, dialect)} download onClick={exported}>
                {t('invoicing.exportCsv')}
              </FluentLink>
              <FluentLink href={invoiceExportUrl(month, 'csv', true, dialect)} download onClick={exported}>
                {t('invoicing.exportCsvDetail')}
              </FluentLink>
              <CsvDialectField value={dialect} onChange={setDialect} />
              <FluentLink href={ksefZipUrl(month)} download>
                {t('invoicing.ksefZip')}
              </FluentLink>
            </>
          )}
        </>
      }
    >
      <TableScroll className={styles.rows}>
        <Table aria-label={t('screens.invoicing')} data-testid="invoicing-table">
          <TableHeader>
            <TableRow>
              {(['company', 'package', 'overtime', 'visits', 'total', 'status', 'invoice', 'notes', 'actions'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`invoicing.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.company.id} data-testid="invoicing-row">
                <TableCell>{l.company.short_name}</TableCell>
                <TableCell className={styles.number}>{money(l.amounts.package)}</TableCell>
                <TableCell className={styles.number}>{money(l.amounts.overtime)}</TableCell>
                <TableCell className={styles.number}>{money(l.amounts.extra_visits)}</TableCell>
                <TableCell className={styles.number}>{money(l.amounts.total)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[l.status]}>
                    {t(`invoicing.status.${l.status}`)}
                  </Badge>
                </TableCell>
                <TableCell data-testid="invoicing-number">{l.invoice_number ?? t('common.none')}</TableCell>
                <TableCell>{l.notes ?? t('common.none')}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setSelected(l.company)}
                    aria-label={t('profit.details', { name: l.company.short_name })}
                  >
                    {t('profit.show')}
                  </Button>{' '}
                  {l.status === 'draft' && (
                    <ApproveDialog
                      trigger={
                        <Button size="small" aria-label={t('invoicing.approveOne', { name: l.company.short_name })}>
                          {t('invoicing.approve')}
                        </Button>
                      }
                      title={t('invoicing.approveTitle', { name: l.company.short_name, month })}
                      month={month}
                      companies={[l.company]}
                      all={false}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
            {query.data && (
              <TableRow data-testid="invoicing-totals">
                <TableCell>{t('profit.total')}</TableCell>
                <TableCell className={styles.number}>{money(query.data.totals.package)}</TableCell>
                <TableCell className={styles.number}>{money(query.data.totals.overtime)}</TableCell>
                <TableCell className={styles.number}>{money(query.data.totals.extra_visits)}</TableCell>
                <TableCell className={styles.number}>{money(query.data.totals.total)}</TableCell>
                <TableCell colSpan={4}>{t('invoicing.vat', { rate: query.data.vat_rate })}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      {selected && (
        <InvoiceDetailPanel
          key={`${selected.id}-${month}`}
          companyId={selected.id}
          name={selected.short_name}
          month={month}
          onClose={() => setSelected(null)}
        />
      )}
    </ScreenFrame>
  );
}

function InvoiceDetailPanel({ companyId, name, month, onClose }: { companyId: number; name: string; month: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('finance');
  const styles = useFinanceTableStyles();
  const detail = useQuery(invoiceDetailQuery(companyId, month));
  const save = useFinanceMutation(saveInvoiceNotes);
  const send = useFinanceMutation(sendToKsef);
  const [notes, setNotes] = useState('');
  const loaded = detail.data?.line.notes;
  useEffect(() => setNotes(loaded ?? ''), [loaded]);
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);
  const f = detail.data?.figures;
  const line = detail.data?.line;
  const history = detail.data?.history ?? [];
  const at = (iso: string) => new Date(iso).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'pl-PL');
  const documents = detail.data?.documents ?? [];
  return (
    <DetailPanel name={name} testId="invoicing-detail" query={detail} loadingText={t('invoicing.loading')} onClose={onClose}>
      {f && line && (
        <>
          {line.status !== 'draft' && (
            <div>
              <ReopenDialog companyId={companyId} name={name} month={month} />
            </div>
          )}
          <Caption1>
            {t('profit.amounts', {
              package: money(f.amounts.package),
              overtime: money(f.amounts.overtime),
              visits: money(f.amounts.extra_visits),
            })}
          </Caption1>
          {detail.data && (
            <Tooltip content={t('invoicing.usedExplain')} relationship="description" withArrow>
              <Caption1 data-testid="invoicing-hours-used" tabIndex={0}>
                {t('invoicing.used', {
                  used: formatMinutes(detail.data.hours_used.used),
                  accepted: formatMinutes(detail.data.hours_used.accepted),
                  pending: formatMinutes(detail.data.hours_used.pending),
                })}
              </Caption1>
            </Tooltip>
          )}
          <Caption1>
            {t('invoicing.time', {
              charged: formatMinutes(f.charged_minutes),
              package:
                f.package_minutes === null
                  ? t('common.noLimit')
                  : f.carried_minutes
                    ? `${formatMinutes(f.package_minutes)} ${t('invoicing.carried', { carried: formatMinutes(f.carried_minutes) })}`
                    : formatMinutes(f.package_minutes),
              over: formatMinutes(f.over_minutes),
              arrivals: f.arrivals.used,
              extra: f.arrivals.extra,
            })}
          </Caption1>
          {documents.length > 0 && (
            <TableScroll className={styles.rows}>
              <Table aria-label={t('invoicing.documents.title')} size="small" data-testid="invoice-documents">
                <TableHeader>
                  <TableRow>
                    {(['number', 'kind', 'issue_date', 'net', 'vat', 'gross', 'pdf'] as const).map((c) => (
                      <TableHeaderCell key={c}>{t(`invoicing.documents.columns.${c}`)}</TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {documents.map((d) => (
                    <TableRow key={d.id} data-testid="invoice-document">
                      <TableCell>{d.number}</TableCell>
                      <TableCell>
                        {t(`invoicing.documents.kind.${d.kind}`)}
                        {d.corrects_number && <Caption1> {t('invoicing.documents.corrects', { number: d.corrects_number })}</Caption1>}
                      </TableCell>
                      <TableCell>{d.issue_date}</TableCell>
                      <TableCell className={styles.number}>{money(d.net)}</TableCell>
                      <TableCell className={styles.number}>{money(d.vat)}</TableCell>
                      <TableCell className={styles.number}>{money(d.gross)}</TableCell>
                      <TableCell>
                        <FluentLink
                          href={invoicePdfUrl(d.id)}
                          download
                          aria-label={t('invoicing.documents.download', { number: d.number })}
                        >
                          PDF
                        </FluentLink>{' '}
                        <FluentLink
                          href={invoiceXmlUrl(d.id)}
                          download
                          aria-label={t('invoicing.documents.downloadXml', { number: d.number })}
                        >
                          XML
                        </FluentLink>{' '}
                        <Button
                          size="small"
                          appearance="subtle"
                          disabled={send.isPending}
                          aria-label={t('invoicing.documents.sendKsef', { number: d.number })}
                          onClick={() =>
                            void send
                              .mutateAsync(d.id)
                              .then((r) => (r.data.status === 'rejected' ? toast.warning : toast.success)(r.message))
                          }
                        >
                          KSeF
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          )}
          <TableScroll className={styles.rows}>
            <ReportEntries reports={f.reports} label={`${t('profit.entries')} ${month}`} testId="invoicing-entry" />
          </TableScroll>
          {history.length > 0 && (
            <section aria-label={t('invoicing.history.title')} data-testid="invoicing-history">
              <Caption1 as="h3">{t('invoicing.history.title')}</Caption1>
              <ul>
                {history.map((h) => (
                  <li key={h.id} data-testid="invoicing-history-entry">
                    {t('invoicing.history.reopened', { at: at(h.at), name: h.user?.name ?? '—', reason: h.reason })}
                    {h.voided && (
                      <Caption1 block>
                        {t('invoicing.history.voided', {
                          at: h.voided.approved_at ? at(h.voided.approved_at) : '—',
                          name: h.voided.approved_by?.name ?? '—',
                          total: h.voided.amounts ? money(h.voided.amounts.total) : '—',
                        })}
                      </Caption1>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save.mutateAsync({ companyId, month, notes }).then((r) => toast.success(r.message));
            }}
          >
            <Field label={t('invoicing.columns.notes')}>
              <Textarea value={notes} onChange={(_, d) => setNotes(d.value)} maxLength={2000} />
            </Field>
            <Button type="submit" size="small" disabled={save.isPending}>
              {t('common.save')}
            </Button>
          </form>
        </>
      )}
    </DetailPanel>
  );
}
