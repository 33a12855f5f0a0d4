/**
 * `/admin/company/create` and `/admin/company/edit/:id`: every field of spec §3 Company — details, domains one by
 * one, addresses, business hours, reporting mode, client menu flags, categories, agents, charging model and limits,
 * the contract's terms (period, renewal, carry-over, alert levels), the priorities table with its SLA — and, when editing, the IT documentation PDF and this month's contract health.
 * This is the view; the data, the form and the save are `useCompanyForm`'s.
 */
import { Suspense, lazy } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { can, currentUserAtom, paths } from '@helpdesk/shared';
import { CHARGING_MODELS, CONTRACT_RENEWALS, REPORT_FREQUENCIES, TICKET_CATEGORIES, TICKET_PRIORITIES } from '@helpdesk/shared/enums';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { MultiSelectField, RecordTabs, SelectField, SwitchField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { useCompanyForm } from '../hooks/use-company-form.ts';
import { CheckField, FlagField, OptionalField, Section } from './company-form-fields.tsx';
import { ContractTerms } from './contract-terms.tsx';
import { ContractHealth } from './contract-health.tsx';
import { DocumentationSection } from './documentation-section.tsx';
import { DomainsField } from './domains-field.tsx';

const EmployeeImport = lazy(() => import('./employee-import.tsx').then((m) => ({ default: m.EmployeeImport })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '1100px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    // An input is as wide as its cell: at its own default width it ran over the 24/7 checkbox in the next one.
    '& > *': { minWidth: 0 },
    '& .fui-Input, & .fui-Select': { width: '100%', minWidth: 0 },
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The company's History: its own changes, its pricing's and its invoicing months' (kept under its id). */
const COMPANY_HISTORY = ['company', 'company-pricing', 'invoicing-month'] as const;

const LIMITS = ['it_time_limit', 'admin_time_limit', 'developer_time_limit', 'specialist_time_limit', 'arrivals_limit'] as const;

export function CompanyFormScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const { id, existing, form, submit, addresses, priorities, agentChoices, refused, serverError } = useCompanyForm();
  const control = form.control;
  // The server refuses a changed list from anyone else (an agent must not change its own access).
  const assignsAgents = can(useAtomValue(currentUserAtom), 'companies.assign-agents');
  const weekdays = ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => ({ value: d, label: t(`companies.weekdays.${d}`) }));

  return (
    <ScreenFrame
      remote="management"
      name={id ? 'company-edit' : 'company-create'}
      title={id ? t('screens.companyEdit') : t('screens.companyCreate')}
      query={id !== null ? existing : undefined}
      errorText={t('companies.notFound')}
      loadingRows={8}
      actions={id !== null ? <Link to={paths.staff.company.evaluations(id)}>{t('companies.evaluations')}</Link> : undefined}
    >
      <RecordTabs history={id !== null ? { kinds: COMPANY_HISTORY, recordId: id } : null} testId="company">
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Section title={t('companies.sections.basics')}>
            <div className={styles.grid}>
              <TextField control={control} name="name" label={t('companies.fields.name')} required />
              <TextField control={control} name="short_name" label={t('companies.fields.short_name')} required />
              <TextField control={control} name="tag" label={t('companies.fields.tag')} required />
            </div>
            <TextareaField control={control} name="description" label={t('companies.fields.description')} rows={3} />
            <MultiSelectField
              control={control}
              name="categories"
              label={t('companies.fields.categories')}
              choices={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`ticket.category.${c}`, { ns: 'shared' }) }))}
            />
          </Section>

          <Section title={t('companies.sections.domains')} testId="domains">
            <DomainsField control={control} />
          </Section>

          <Section title={t('companies.sections.addresses')} testId="addresses">
            {addresses.rows.map((item, index) => (
              <div key={item.id} className={styles.row}>
                <TextField control={control} name={`addresses.${index}.street`} label={t('companies.fields.street')} />
                <TextField control={control} name={`addresses.${index}.city`} label={t('companies.fields.city')} />
                <TextField control={control} name={`addresses.${index}.postcode`} label={t('companies.fields.postcode')} />
                <Button icon={<DeleteRegular />} onClick={() => addresses.remove(index)}>
                  {t('companies.removeAddress')}
                </Button>
              </div>
            ))}
            <div>
              <Button icon={<AddRegular />} onClick={addresses.add}>
                {t('companies.addAddress')}
              </Button>
            </div>
          </Section>

          <Section title={t('companies.sections.billing')} testId="billing">
            <div className={styles.grid}>
              <TextField control={control} name="nip" label={t('companies.fields.nip')} autoComplete="off" />
              <TextField control={control} name="billing_street" label={t('companies.fields.billing_street')} />
              <TextField control={control} name="billing_postal_code" label={t('companies.fields.billing_postal_code')} />
              <TextField control={control} name="billing_city" label={t('companies.fields.billing_city')} />
              <TextField control={control} name="billing_country_code" label={t('companies.fields.billing_country_code')} />
            </div>
          </Section>

          <Section title={t('companies.sections.hours')}>
            <div className={styles.grid}>
              <SelectField control={control} name="business_hours.from_day" label={t('companies.fields.from_day')} choices={weekdays} />
              <SelectField control={control} name="business_hours.to_day" label={t('companies.fields.to_day')} choices={weekdays} />
              <TextField control={control} name="business_hours.from_hour" label={t('companies.fields.from_hour')} type="time" />
              <TextField control={control} name="business_hours.to_hour" label={t('companies.fields.to_hour')} type="time" />
            </div>
          </Section>

          <Section title={t('companies.sections.reporting')}>
            <div className={styles.grid}>
              <SelectField
                control={control}
                name="report_frequency"
                label={t('companies.fields.report_frequency')}
                choices={REPORT_FREQUENCIES.map((f) => ({ value: f, label: t(`companies.frequencies.${f}`) }))}
              />
            </div>
            <SwitchField control={control} name="report_hours_limit" label={t('companies.fields.report_hours_limit')} />
            <SwitchField control={control} name="report_vip_only" label={t('companies.fields.report_vip_only')} />
            <FlagField control={control} name="show_reports" label={t('companies.fields.show_reports')} />
            <FlagField control={control} name="show_monitoring_logs" label={t('companies.fields.show_monitoring_logs')} />
          </Section>

          <Section title={t('companies.sections.agents')}>
            <div className={styles.grid}>
              <SelectField
                control={control}
                name="responsible_agent_id"
                label={t('companies.fields.responsible_agent_id')}
                emptyLabel={t('companies.none')}
                choices={agentChoices}
              />
              <MultiSelectField
                control={control}
                name="agent_ids"
                label={t('companies.fields.agent_ids')}
                choices={agentChoices}
                disabled={!assignsAgents}
              />
            </div>
          </Section>

          <Section title={t('companies.sections.contract')}>
            <div className={styles.grid}>
              <SelectField
                control={control}
                name="charging_model"
                label={t('companies.fields.charging_model')}
                choices={CHARGING_MODELS.map((m) => ({ value: m, label: t(`companies.chargingModels.${m}`) }))}
              />
              <TextField control={control} name="expected_hours" label={t('companies.fields.expected_hours')} type="number" />
              <TextField control={control} name="expected_arrivals" label={t('companies.fields.expected_arrivals')} type="number" />
            </div>
            <SwitchField control={control} name="arrivals_package" label={t('companies.fields.arrivals_package')} />
          </Section>

          <Section title={t('companies.sections.terms')} testId="contract-terms">
            <div className={styles.grid}>
              <OptionalField control={control} name="contract_start" label={t('companies.fields.contract_start')} type="date" />
              <OptionalField control={control} name="contract_end" label={t('companies.fields.contract_end')} type="date" />
              <SelectField
                control={control}
                name="contract_renewal"
                label={t('companies.fields.contract_renewal')}
                choices={CONTRACT_RENEWALS.map((r) => ({ value: r, label: t(`companies.terms.renewals.${r}`) }))}
              />
              <OptionalField
                control={control}
                name="carry_over_cap_hours"
                label={t('companies.fields.carry_over_cap_hours')}
                hint={t('companies.terms.carryOverHint')}
                type="number"
              />
              <TextField control={control} name="alert_warning_percent" label={t('companies.fields.alert_warning_percent')} type="number" />
              <TextField
                control={control}
                name="alert_limit_percent"
                label={t('companies.fields.alert_limit_percent')}
                hint={t('companies.terms.alertHint')}
                type="number"
              />
            </div>
          </Section>

          <Section title={t('companies.sections.limits')}>
            <div className={styles.grid}>
              {LIMITS.map((name) => (
                <TextField key={name} control={control} name={name} label={t(`companies.fields.${name}`)} type="number" />
              ))}
            </div>
          </Section>

          <Section title={t('companies.sections.priorities')} testId="priorities">
            {priorities.rows.map((item, index) => (
              <div key={item.id} className={styles.row} data-testid="priority-row">
                <SelectField
                  control={control}
                  name={`priorities.${index}.priority`}
                  label={t('companies.fields.priority')}
                  choices={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`ticket.priority.${p}`, { ns: 'shared' }) }))}
                />
                <TextField
                  control={control}
                  name={`priorities.${index}.open_sla_minutes`}
                  label={t('companies.fields.open_sla_minutes')}
                  type="number"
                />
                <TextField
                  control={control}
                  name={`priorities.${index}.resolve_sla_minutes`}
                  label={t('companies.fields.resolve_sla_minutes')}
                  type="number"
                />
                <CheckField control={control} name={`priorities.${index}.is_24_7`} label={t('companies.fields.is_24_7')} />
                <CheckField control={control} name={`priorities.${index}.active`} label={t('companies.fields.active')} />
                <CheckField
                  control={control}
                  name={`priorities.${index}.is_default`}
                  label={t('companies.fields.is_default')}
                  onChecked={() => priorities.madeDefault(index)}
                />
                <Button icon={<DeleteRegular />} onClick={() => priorities.remove(index)}>
                  {t('companies.removePriority')}
                </Button>
              </div>
            ))}
            {priorities.error && (
              <Text role="alert" data-testid="priorities-error">
                {priorities.error}
              </Text>
            )}
            <div>
              <Button icon={<AddRegular />} onClick={priorities.add}>
                {t('companies.addPriority')}
              </Button>
            </div>
          </Section>

          {id !== null && existing.data && (
            <>
              <Section title={t('companies.health.title', { month: existing.data.health.month })}>
                <ContractTerms company={existing.data} />
                <ContractHealth health={existing.data.health} />
              </Section>
              <DocumentationSection companyId={id} documentation={existing.data.documentation} />
            </>
          )}
          {id === null && (
            <Section title={t('companies.sections.documentation')}>
              <Text size={200}>{t('companies.documentation.afterSave')}</Text>
            </Section>
          )}

          {serverError && <Text role="alert">{serverError}</Text>}
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting || refused}>
              {t('companies.save')}
            </Button>
            <Button onClick={() => void navigate(paths.staff.company.list())}>{t('companies.back')}</Button>
          </div>
        </form>
        {/* Outside the company form: the import has its own buttons and must never submit the company. */}
        <Section title={t('companies.sections.import')} testId="company-employee-import">
          {id ? (
            <Suspense fallback={<Text size={200}>{t('companies.importLoading')}</Text>}>
              <EmployeeImport companyId={id} />
            </Suspense>
          ) : (
            <Text size={200}>{t('companies.importPending')}</Text>
          )}
        </Section>
      </RecordTabs>
    </ScreenFrame>
  );
}
