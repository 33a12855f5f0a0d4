/** `/admin/company-pricing`: every company's pricing history (newest first, the row in force marked); filter by company. */
import { useState } from 'react';
import { Badge, Button, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import type { CompanyPricing } from '@helpdesk/shared/resources';
import { companiesLookup, deletePricing, pricingsQuery, useFinanceMutation } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';

const useStyles = makeStyles({
  rows: { minWidth: 0, overflowX: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
});

const COLUMNS = ['company', 'package_hours', 'package_price', 'overtime_price', 'package_visits', 'extra_visit_price', 'valid_from', 'notes', 'actions'] as const;

export function PricingListScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useStyles();
  const navigate = useNavigate();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const list = useQuery(pricingsQuery(companyId));
  const companies = useQuery(companiesLookup()).data ?? [];
  const remove = useFinanceMutation(deletePricing);
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);

  const row = (p: CompanyPricing) => (
    <TableRow key={p.id} data-testid="pricing-row">
      <TableCell>
        <Link to={paths.staff.companyPricing.edit(p.id)}>{p.company.short_name}</Link>{' '}
        {p.in_force && (
          <Badge appearance="tint" color="success">
            {t('common.inForce')}
          </Badge>
        )}
      </TableCell>
      <TableCell>{p.hours_no_limit ? t('common.noLimit') : t('common.hours', { hours: p.package_hours })}</TableCell>
      <TableCell>{money(p.package_price)}</TableCell>
      <TableCell>{money(p.overtime_price)}</TableCell>
      <TableCell>{p.arrivals_no_limit ? t('common.noLimit') : p.package_visits}</TableCell>
      <TableCell>{money(p.extra_visit_price)}</TableCell>
      <TableCell>{p.valid_from}</TableCell>
      <TableCell>{p.notes ?? t('common.none')}</TableCell>
      <TableCell>
        <span className={styles.actions}>
          <Button size="small" appearance="subtle" onClick={() => void navigate(paths.staff.companyPricing.edit(p.id))}>
            {t('common.edit')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="small" appearance="subtle">
                {t('common.delete')}
              </Button>
            }
            title={t('pricing.deleteTitle', { name: p.company.short_name, date: p.valid_from })}
            body={t('common.deleteBody')}
            onConfirm={async () => toast.success((await remove.mutateAsync(p.id)).message)}
          />
        </span>
      </TableCell>
    </TableRow>
  );

  return (
    <ScreenFrame
      remote="finance"
      name="pricing-list"
      title={t('screens.companyPricingList')}
      query={list}
      isEmpty={list.data?.length === 0}
      empty={{ text: t('pricing.empty') }}
      errorText={t('common.loadFailed')}
      filters={
        <Select aria-label={t('pricing.columns.company')} value={companyId ? String(companyId) : ''} onChange={(_, data) => setCompanyId(data.value ? Number(data.value) : null)}>
          <option value="">{t('pricing.anyCompany')}</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.companyPricing.create())}>
          {t('pricing.add')}
        </Button>
      }
    >
      <div className={styles.rows}>
        <Table aria-label={t('screens.companyPricingList')} data-testid="pricing-table">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHeaderCell key={c}>{t(`pricing.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{(list.data ?? []).map(row)}</TableBody>
        </Table>
      </div>
    </ScreenFrame>
  );
}
