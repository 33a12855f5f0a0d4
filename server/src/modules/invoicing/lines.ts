/**
 * A company-month's stored figures as invoice lines — the items of the accounting export (the package, the hours over
 * it per overtime rate, the extra visits), each with its VAT — and the document's totals. Pure arithmetic on integer
 * grosze: VAT per line is net × rate ÷ 100 rounded half up, gross = net + VAT, the totals the sums of the lines.
 */
import type { CompanyMonth } from '@helpdesk/shared/resources';
import { text } from '../../platform/messages';
import type { InvoiceDocumentLine } from './document';
import { overtimeItems } from './export';

/** Net × rate %, rounded half up to whole grosze (exact: integer arithmetic). */
export const vatOf = (netGrosze: number, rate: number): number => {
  const product = netGrosze * rate;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 50) / 100);
};

export function line(
  name: string,
  unit: string,
  quantity: number,
  unitNetGrosze: number,
  netGrosze: number,
  vatRate: number,
): InvoiceDocumentLine {
  const vatGrosze = vatOf(netGrosze, vatRate);
  return { name, unit, quantity, unitNetGrosze, netGrosze, vatRate, vatGrosze, grossGrosze: netGrosze + vatGrosze };
}

/** Hours with at most two decimals (12:30 → 12.5). */
const hours = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

/** The lines of one company-month in Polish (the document's language); zero amounts give no line. */
export function documentLines(f: CompanyMonth, overtimePrice: number, vatRate: number): InvoiceDocumentLine[] {
  const lines: InvoiceDocumentLine[] = [];
  if (f.amounts.package)
    lines.push(
      line(
        text('pl', 'invoice_package', { month: f.month }),
        text('pl', 'invoice_unit_month'),
        1,
        f.amounts.package,
        f.amounts.package,
        vatRate,
      ),
    );
  if (f.amounts.overtime) {
    for (const item of overtimeItems(f, overtimePrice)) {
      const name = item.rate ? text('pl', 'invoice_over_package_rate', { rate: String(item.rate) }) : text('pl', 'invoice_over_package');
      lines.push(line(name, text('pl', 'invoice_unit_hour'), hours(item.minutes), item.price, item.amount, vatRate));
    }
  }
  if (f.amounts.extra_visits) {
    const visits = f.reports.filter((r) => r.extra_visit).length || 1;
    lines.push(
      line(
        text('pl', 'invoice_extra_visits'),
        text('pl', 'invoice_unit_piece'),
        visits,
        Math.round(f.amounts.extra_visits / visits),
        f.amounts.extra_visits,
        vatRate,
      ),
    );
  }
  return lines;
}

export function totalsOf(lines: readonly InvoiceDocumentLine[]): { netGrosze: number; vatGrosze: number; grossGrosze: number } {
  return lines.reduce(
    (t, l) => ({ netGrosze: t.netGrosze + l.netGrosze, vatGrosze: t.vatGrosze + l.vatGrosze, grossGrosze: t.grossGrosze + l.grossGrosze }),
    { netGrosze: 0, vatGrosze: 0, grossGrosze: 0 },
  );
}

/** The same lines (names, quantities, prices, rates and amounts): a re-approval that changes nothing issues nothing. */
export const sameLines = (a: readonly InvoiceDocumentLine[], b: readonly InvoiceDocumentLine[]): boolean =>
  a.length === b.length &&
  a.every((l, i) => {
    const o = b[i]!;
    return (
      l.name === o.name &&
      l.unit === o.unit &&
      l.quantity === o.quantity &&
      l.unitNetGrosze === o.unitNetGrosze &&
      l.netGrosze === o.netGrosze &&
      l.vatRate === o.vatRate &&
      l.vatGrosze === o.vatGrosze
    );
  });
