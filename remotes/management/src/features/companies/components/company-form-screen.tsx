/**
 * `/admin/company/create` and `/admin/company/edit/:id`: every field of spec §3 Company — details, domains one by
 * one, addresses, business hours, reporting mode, client menu flags, categories, agents, charging model and limits,
 * the priorities table with its SLA — and, when editing, the IT documentation PDF and this month's contract health.
 */
import { Suspense, lazy, useRef, type ReactNode } from 'react';
import { Button, Checkbox, Field, Link as FluentLink, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Controller, useFieldArray, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { agentChoicesQuery, can, currentUserAtom, errorMessage, paths, toast, validationErrors } from '@helpdesk/shared';
import { CHARGING_MODELS, REPORT_FREQUENCIES, TICKET_CATEGORIES, TICKET_PRIORITIES } from '@helpdesk/shared/enums';
import {
  COMPANY_DOCUMENTATION_MAX_MB,
  companyDocumentationFileSchema,
  companySchema,
  errorMap,
  type CompanyFormValues,
  type CompanyInput,
} from '@helpdesk/shared/schemas';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import { MultiSelectField, SelectField, SwitchField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { companyQuery, documentationUrl, useSaveCompany, useUploadDocumentation } from '../api/companies.ts';
import { EMPTY_COMPANY, toCompanyForm } from '../lib/company-form.ts';
import { ContractHealth } from './contract-health.tsx';
import { DomainsField } from './domains-field.tsx';

const EmployeeImport = lazy(() => import('../../employee-import/index.ts').then((m) => ({ default: m.EmployeeImport })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '1100px' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    border: 'none',
    padding: 0,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS, padding: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hidden: { display: 'none' },
});

type FormControl = Control<CompanyFormValues, unknown, CompanyInput>;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.section} data-testid={testId}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A 1/0 flag of the API as a switch. */
function FlagField({ control, name, label }: { control: FormControl; name: 'show_reports' | 'show_monitoring_logs'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          name={field.name}
          label={label}
          checked={field.value === 1}
          onChange={(_event, data) => field.onChange(data.checked ? 1 : 0)}
        />
      )}
    />
  );
}

function CheckField({
  control,
  name,
  label,
  onChecked,
}: {
  control: FormControl;
  name: FieldPath<CompanyFormValues>;
  label: string;
  onChecked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          label={label}
          checked={field.value === true}
          onChange={(_event, data) => {
            field.onChange(data.checked === true);
            if (data.checked === true) onChecked?.();
          }}
        />
      )}
    />
  );
}

export function CompanyFormScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const me = useAtomValue(currentUserAtom);
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });
  const agents = useQuery(agentChoicesQuery).data ?? [];
  const save = useSaveCompany(id);
  const { form, submit } = useEditForm({
    schema: companySchema,
    empty: EMPTY_COMPANY,
    record: existing.data,
    toForm: toCompanyForm,
    save: (values) => save.mutateAsync(values),
    // A new company opens for editing (documentation and import need its id); an edited one stays.
    next: ({ data }) => (id === null ? paths.staff.company.edit(data.id) : null),
  });
  const control = form.control;
  const addresses = useFieldArray({ control, name: 'addresses' });
  const priorities = useFieldArray({ control, name: 'priorities' });

  const errors = form.formState.errors;
  const prioritiesError = errors.priorities?.message ?? errors.priorities?.root?.message;
  const agentChoices = agents.map((a) => ({ value: a.id, label: a.name }));
  const weekdays = ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => ({ value: d, label: t(`companies.weekdays.${d}`) }));
  const limits = ['it_time_limit', 'admin_time_limit', 'developer_time_limit', 'specialist_time_limit', 'arrivals_limit'] as const;
  const refused = id === null && me !== null && !can(me, 'companies.create');

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
          {addresses.fields.map((item, index) => (
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
            <Button icon={<AddRegular />} onClick={() => addresses.append({ street: '', city: '', postcode: '' })}>
              {t('companies.addAddress')}
            </Button>
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
            <MultiSelectField control={control} name="agent_ids" label={t('companies.fields.agent_ids')} choices={agentChoices} />
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

        <Section title={t('companies.sections.limits')}>
          <div className={styles.grid}>
            {limits.map((name) => (
              <TextField key={name} control={control} name={name} label={t(`companies.fields.${name}`)} type="number" />
            ))}
          </div>
        </Section>

        <Section title={t('companies.sections.priorities')} testId="priorities">
          {priorities.fields.map((item, index) => (
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
                onChecked={() =>
                  priorities.fields.forEach((_row, other) => other !== index && form.setValue(`priorities.${other}.is_default`, false))
                }
              />
              <Button icon={<DeleteRegular />} onClick={() => priorities.remove(index)}>
                {t('companies.removePriority')}
              </Button>
            </div>
          ))}
          {prioritiesError && (
            <Text role="alert" data-testid="priorities-error">
              {prioritiesError}
            </Text>
          )}
          <div>
            <Button
              icon={<AddRegular />}
              onClick={() =>
                priorities.append({
                  priority: 'normal',
                  is_24_7: false,
                  active: true,
                  is_default: priorities.fields.length === 0,
                  open_sla_minutes: 240,
                  resolve_sla_minutes: 2880,
                })
              }
            >
              {t('companies.addPriority')}
            </Button>
          </div>
        </Section>

        {id !== null && existing.data && (
          <>
            <Section title={t('companies.health.title', { month: existing.data.health.month })}>
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

        {errors.root?.server?.message && <Text role="alert">{errors.root.server.message}</Text>}
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
    </ScreenFrame>
  );
}

function DocumentationSection({
  companyId,
  documentation,
}: {
  companyId: number;
  documentation: { filename: string; size: number } | null;
}) {
  const { t, i18n } = useTranslation('management');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocumentation(companyId);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const checked = companyDocumentationFileSchema.safeParse(file, { error: errorMap(i18n.resolvedLanguage === 'en' ? 'en' : 'pl') });
    if (!checked.success) {
      toast.error(checked.error.issues.map((issue) => issue.message).join(' '));
      if (input.current) input.current.value = '';
      return;
    }
    try {
      toast.success((await upload.mutateAsync(file)).message);
    } catch (error) {
      toast.error(validationErrors(error)?.file?.join(' ') ?? errorMessage(error) ?? t('apiErrors.server', { ns: 'shared' }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Section title={t('companies.sections.documentation')} testId="documentation">
      {documentation ? (
        <FluentLink href={documentationUrl(companyId)} download={documentation.filename}>
          {t('companies.documentation.download', { filename: documentation.filename })}
        </FluentLink>
      ) : (
        <Text size={200}>{t('companies.documentation.none')}</Text>
      )}
      <Field hint={t('companies.documentation.hint', { max: COMPANY_DOCUMENTATION_MAX_MB })}>
        <div>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept="application/pdf,.pdf"
            name="documentation"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <Button disabled={upload.isPending} onClick={() => input.current?.click()}>
            {documentation ? t('companies.documentation.replace') : t('companies.documentation.upload')}
          </Button>
        </div>
      </Field>
    </Section>
  );
}
