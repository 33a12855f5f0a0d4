/** `/admin/company-pricing`: every company's pricing history (newest first, the row in force marked); filter by company. */
import { TableCell } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { companyChoicesQuery, paths } from '@helpdesk/shared';
import { deletePricing, pricingsQuery } from '../api/pricing.ts';
import { HistoryListScreen } from '../../../components/history-list.tsx';
import { formatMoney } from '../../../lib/money.ts';

const COLUMNS = [
  'company',
  'package_hours',
  'package_price',
  'overtime_price',
  'package_visits',
  'extra_visit_price',
  'valid_from',
  'notes',
  'actions',
] as const;

export function PricingListScreen() {
  const { t, i18n } = useTranslation('finance');
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);
  return (
    <HistoryListScreen
      name="pricing"
      texts="pricing"
      title={t('screens.companyPricingList')}
      filter={{ column: 'company', anyText: t('pricing.anyCompany'), choices: companyChoicesQuery }}
      rows={pricingsQuery}
      columns={COLUMNS}
      owner={(p) => p.company.short_name}
      cells={(p) => (
        <>
          <TableCell>{p.hours_no_limit ? t('common.noLimit') : t('common.hours', { hours: p.package_hours })}</TableCell>
          <TableCell>{money(p.package_price)}</TableCell>
          <TableCell>{money(p.overtime_price)}</TableCell>
          <TableCell>{p.arrivals_no_limit ? t('common.noLimit') : p.package_visits}</TableCell>
          <TableCell>{money(p.extra_visit_price)}</TableCell>
        </>
      )}
      history="company-pricing"
      remove={deletePricing}
      paths={paths.staff.companyPricing}
    />
  );
}
