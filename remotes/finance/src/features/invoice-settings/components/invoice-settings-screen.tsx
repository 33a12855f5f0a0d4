/**
 * `/admin/invoice-settings`: the seller printed on every invoice (name, NIP, address, bank account), the number series,
 * the payment term, the VAT rate and the place of issue. Validated by the server's schema; a refused save keeps what
 * was typed.
 */
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import type { InvoiceSettings } from '@helpdesk/shared/resources';
import { INVOICE_VAT_RATES, invoiceSettingsBodySchema, type InvoiceSettingsFormInput } from '@helpdesk/shared/schemas';
import { SelectField, TextField } from '@helpdesk/shared/ui';
import { useFinanceMutation } from '../../../api/finance.ts';
import { invoiceSettingsQuery, saveInvoiceSettings } from '../api/invoice-settings.ts';

const useStyles = makeStyles({
  root: { maxWidth: '720px' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

const EMPTY: InvoiceSettingsFormInput = {
  seller_name: '',
  nip: '',
  street: '',
  postal_code: '',
  city: '',
  country_code: 'PL',
  bank_account: '',
  number_pattern: 'FV/{YYYY}/{MM}/{n}',
  correction_pattern: 'FK/{YYYY}/{MM}/{n}',
  payment_days: 14,
  vat_rate: 23,
  place_of_issue: '',
};

const toForm = (s: InvoiceSettings): InvoiceSettingsFormInput => ({
  seller_name: s.seller_name,
  nip: s.nip,
  street: s.street,
  postal_code: s.postal_code,
  city: s.city,
  country_code: s.country_code,
  bank_account: s.bank_account ?? '',
  number_pattern: s.number_pattern,
  correction_pattern: s.correction_pattern,
  payment_days: s.payment_days,
  vat_rate: s.vat_rate,
  place_of_issue: s.place_of_issue ?? '',
});

export function InvoiceSettingsScreen() {
  const { t } = useTranslation('finance');
  const styles = useStyles();
  const settings = useQuery(invoiceSettingsQuery);
  const save = useFinanceMutation(saveInvoiceSettings);
  const { form, submit } = useEditForm({
    schema: invoiceSettingsBodySchema,
    empty: EMPTY,
    record: settings.data,
    toForm,
    save: (body) => save.mutateAsync(body),
    next: () => null,
  });
  const title = t('screens.invoiceSettings');
  const field = (name: keyof InvoiceSettingsFormInput, extra: { required?: boolean; hint?: string; type?: 'number' } = {}) => (
    <TextField
      control={form.control}
      name={name}
      label={t(`invoiceSettings.fields.${name}`)}
      autoComplete="off"
      required={extra.required}
      hint={extra.hint}
      type={extra.type}
    />
  );

  return (
    <ScreenFrame
      remote="finance"
      name="invoice-settings"
      title={title}
      className={styles.root}
      query={settings}
      errorText={t('common.loadFailed')}
      loadingRows={10}
    >
      {settings.data && !settings.data.complete && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('invoiceSettings.incomplete')}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <section className={styles.group} aria-label={t('invoiceSettings.seller')}>
          <Text weight="semibold">{t('invoiceSettings.seller')}</Text>
          {field('seller_name', { required: true })}
          {field('nip', { required: true, hint: t('invoiceSettings.hints.nip') })}
          {field('street', { required: true })}
          {field('postal_code', { required: true, hint: t('invoiceSettings.hints.postal_code') })}
          {field('city', { required: true })}
          {field('country_code', { hint: t('invoiceSettings.hints.country_code') })}
          {field('bank_account', { hint: t('invoiceSettings.hints.bank_account') })}
        </section>
        <section className={styles.group} aria-label={t('invoiceSettings.numbering')}>
          <Text weight="semibold">{t('invoiceSettings.numbering')}</Text>
          {field('number_pattern', { required: true, hint: t('invoiceSettings.hints.pattern') })}
          {field('correction_pattern', { required: true, hint: t('invoiceSettings.hints.pattern') })}
          {field('payment_days', { type: 'number' })}
          <SelectField
            control={form.control}
            name="vat_rate"
            label={t('invoiceSettings.fields.vat_rate')}
            choices={INVOICE_VAT_RATES.map((rate) => ({ value: rate, label: `${rate}%` }))}
          />
          {field('place_of_issue')}
        </section>
        {form.formState.errors.root?.server?.message && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
