/**
 * `/admin/company-pricing/create` and `/admin/company-pricing/edit/:id`: the pricing row's fields, validated by the
 * server's schema. A row valid from a past month offers a preview of what saving changes on the amounts of the past
 * months it reaches, before it is saved.
 */
import { useState } from 'react';
import {
  Button,
  Caption1,
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
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { companyChoicesQuery, paths } from '@helpdesk/shared';
import { applyServerErrors } from '@helpdesk/shared/forms';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import type { PricingPreview } from '@helpdesk/shared/resources';
import { companyPricingBodySchema, type CompanyPricingFormInput } from '@helpdesk/shared/schemas';
import { SelectField, SwitchField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { useFinanceMutation } from '../../../api/finance.ts';
import { previewPricing, pricingQuery, savePricing } from '../api/pricing.ts';
import { formatMoney, moneyInput } from '../../../lib/money.ts';

const useStyles = makeStyles({
  root: { maxWidth: '720px' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  preview: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0, overflowX: 'auto' },
});

const EMPTY: CompanyPricingFormInput = {
  company_id: '' as unknown as number,
  package_hours: 0,
  package_price: '0',
  overtime_price: '0',
  package_visits: 0,
  extra_visit_price: '0',
  valid_from: '',
  notes: '',
  hours_no_limit: false,
  arrivals_no_limit: false,
};

const thisMonthStart = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;

export function PricingFormScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useStyles();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...pricingQuery(id ?? 0), enabled: id !== null });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const save = useFinanceMutation(savePricing);
  const lang = i18n.resolvedLanguage;
  const [preview, setPreview] = useState<PricingPreview[] | null>(null);
  const { form, submit } = useEditForm({
    schema: companyPricingBodySchema,
    empty: EMPTY,
    record: existing.data,
    toForm: (p): CompanyPricingFormInput => ({
      company_id: p.company.id,
      package_hours: p.package_hours,
      package_price: moneyInput(p.package_price, lang),
      overtime_price: moneyInput(p.overtime_price, lang),
      package_visits: p.package_visits,
      extra_visit_price: moneyInput(p.extra_visit_price, lang),
      valid_from: p.valid_from,
      notes: p.notes ?? '',
      hours_no_limit: p.hours_no_limit,
      arrivals_no_limit: p.arrivals_no_limit,
    }),
    save: (body) => save.mutateAsync({ id, body }),
    next: () => paths.staff.companyPricing.list(),
  });
  const validFrom = form.watch('valid_from');
  const past = /^\d{4}-\d{2}-\d{2}$/.test(validFrom) && validFrom < thisMonthStart();

  const showPreview = form.handleSubmit(async (body) => {
    try {
      setPreview(await previewPricing({ id, body }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const money = (g: number) => formatMoney(g, lang);
  const title = id ? t('screens.companyPricingEdit') : t('screens.companyPricingCreate');

  return (
    <ScreenFrame
      remote="finance"
      name="pricing-form"
      title={title}
      className={styles.root}
      query={id !== null ? existing : undefined}
      errorText={t('common.notFound')}
      loadingRows={8}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <SelectField
          control={form.control}
          name="company_id"
          label={t('pricing.fields.company_id')}
          required
          choices={companies.map((c) => ({ value: c.id, label: c.name }))}
        />
        <TextField control={form.control} name="package_hours" label={t('pricing.fields.package_hours')} type="number" />
        <SwitchField control={form.control} name="hours_no_limit" label={t('pricing.fields.hours_no_limit')} />
        <TextField control={form.control} name="package_price" label={t('pricing.fields.package_price')} autoComplete="off" />
        <TextField control={form.control} name="overtime_price" label={t('pricing.fields.overtime_price')} autoComplete="off" />
        <TextField control={form.control} name="package_visits" label={t('pricing.fields.package_visits')} type="number" />
        <SwitchField control={form.control} name="arrivals_no_limit" label={t('pricing.fields.arrivals_no_limit')} />
        <TextField control={form.control} name="extra_visit_price" label={t('pricing.fields.extra_visit_price')} autoComplete="off" />
        <TextField control={form.control} name="valid_from" label={t('pricing.fields.valid_from')} type="date" required />
        <TextareaField control={form.control} name="notes" label={t('pricing.fields.notes')} rows={3} />
        {past && (
          <div className={styles.preview}>
            <Caption1>{t('pricing.previewHint')}</Caption1>
            <div>
              <Button onClick={() => void showPreview()}>{t('pricing.preview')}</Button>
            </div>
            {preview && (
              <section aria-label={t('pricing.previewTitle')} data-testid="pricing-preview">
                {preview.length === 0 ? (
                  <Text>{t('pricing.previewNone')}</Text>
                ) : (
                  <Table aria-label={t('pricing.previewTitle')} size="small">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{t('pricing.month')}</TableHeaderCell>
                        <TableHeaderCell>{t('pricing.before')}</TableHeaderCell>
                        <TableHeaderCell>{t('pricing.after')}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {preview.map((p) => (
                        <TableRow key={p.month}>
                          <TableCell>{p.month}</TableCell>
                          <TableCell>{money(p.before.total)}</TableCell>
                          <TableCell>
                            {money(p.after.total)}
                            <br />
                            <Caption1>
                              {t('profit.amounts', {
                                package: money(p.after.package),
                                overtime: money(p.after.overtime),
                                visits: money(p.after.extra_visits),
                              })}
                            </Caption1>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </section>
            )}
          </div>
        )}
        {form.formState.errors.root?.server?.message && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
          <Button onClick={() => void navigate(paths.staff.companyPricing.list())}>{t('common.back')}</Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
