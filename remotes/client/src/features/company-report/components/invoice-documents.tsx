/** The company's issued invoices under its report: number, kind, month, dates, amounts and the PDF of each. */
import { Caption1, Link, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@helpdesk/shared/remote';
import { invoiceDocumentsQuery, invoicePdfUrl } from '../api/company-report-api.ts';

const formats = new Map<string, Intl.NumberFormat>();
const money = (grosze: number, lang: string) => {
  const key = lang === 'en' ? 'en-GB' : 'pl-PL';
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(key, { style: 'currency', currency: 'PLN' })));
  return f.format(grosze / 100);
};

export function InvoiceDocuments() {
  const { t, i18n } = useTranslation('client');
  const documents = useQuery(invoiceDocumentsQuery);
  const rows = [...(documents.data ?? [])].reverse();
  return (
    <section aria-label={t('report.invoices.title')} data-testid="client-invoices">
      <Subtitle2 as="h2">{t('report.invoices.title')}</Subtitle2>
      {documents.isSuccess && rows.length === 0 ? (
        <Caption1>{t('report.invoices.empty')}</Caption1>
      ) : (
        <TableScroll label={t('report.invoices.title')}>
          <Table size="small" aria-label={t('report.invoices.title')}>
            <TableHeader>
              <TableRow>
                {(['number', 'month', 'issue_date', 'due_date', 'net', 'gross', 'pdf'] as const).map((c) => (
                  <TableHeaderCell key={c}>{t(`report.invoices.columns.${c}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.id} data-testid="client-invoice">
                  <TableCell>
                    {d.number}
                    {d.kind === 'KOR' && <Caption1> {t('report.invoices.corrects', { number: d.corrects_number ?? '' })}</Caption1>}
                  </TableCell>
                  <TableCell>{d.month}</TableCell>
                  <TableCell>{d.issue_date}</TableCell>
                  <TableCell>{d.due_date}</TableCell>
                  <TableCell>{money(d.net, i18n.language)}</TableCell>
                  <TableCell>{money(d.gross, i18n.language)}</TableCell>
                  <TableCell>
                    <Link href={invoicePdfUrl(d.id)} download aria-label={t('report.invoices.download', { number: d.number })}>
                      PDF
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}
