/**
 * The ticket form: company first (its people, devices and projects become the choices), the ticket itself, then
 * who handles it and the status to add it with. "Save draft" keeps everything typed in the agent's draft; adding
 * validates, creates, and removes the draft. A failure keeps every value; 422 messages go under their fields.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular, SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { companyChoicesQuery, companyDevicesQuery, companyPeopleQuery, companyProjectsQuery, paths, toast } from '@helpdesk/shared';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { MultiSelectField, SelectField, TextField, TextareaField, type Choice } from '@helpdesk/shared/ui';
import { agentPick, assigneeCandidatesQuery, assigneeChoices, strongestAgentsLookup } from '../../../api/lookups.ts';
import { useFormats } from '@helpdesk/shared/use-formats';
import type { TicketCategory } from '@helpdesk/shared/schemas';
import { CATEGORIES, labelKey, PRIORITIES, STATUSES, SUPPORT_SCOPES, TYPES, type LabelGroup } from '../../../lib/ticket-vocabulary.ts';
import { useCreateTicket } from '../api/create-ticket.ts';
import { useSaveTicketDraft } from '../api/ticket-drafts.ts';
import { COMPANY_BOUND_FIELDS, ticketFormSchema, type TicketFormInput, type TicketFormValues } from '../lib/ticket-form-schema.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  section: { rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  status: { minWidth: '240px' },
  saved: { color: tokens.colorNeutralForeground3, marginRight: 'auto' },
});

export interface TicketFormProps {
  initial: TicketFormInput;
  draftId: number | null;
  /** A first save created this draft (the screen puts it in the URL). */
  onDraftCreated: (id: number) => void;
}

export function TicketForm({ initial, draftId, onDraftCreated }: TicketFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const form = useZodForm(ticketFormSchema, { defaultValues: initial as TicketFormValues });
  const { control } = form;
  const companyId = form.watch('company_id') as number | null;
  const [savedAt, setSavedAt] = useState<string | null>(null);

  const companies = useQuery(companyChoicesQuery);
  const agents = useQuery(assigneeCandidatesQuery);
  const formats = useFormats();
  const category = form.watch('category') as TicketCategory | null | undefined;
  const strongest = useQuery({ ...strongestAgentsLookup(category ?? 'other'), enabled: !!category }).data ?? [];
  const hasCompany = !!companyId;
  const people = useQuery({ ...companyPeopleQuery(companyId ?? 0), enabled: hasCompany });
  const devices = useQuery({ ...companyDevicesQuery(companyId ?? 0), enabled: hasCompany });
  const projects = useQuery({ ...companyProjectsQuery(companyId ?? 0), enabled: hasCompany });

  const saveDraft = useSaveTicketDraft(draftId, {
    onSaved: ({ data, message }) => {
      toast.success(message);
      setSavedAt(dayjs(data.updated_at).format('HH:mm'));
      if (!draftId) onDraftCreated(data.id);
    },
    onFailed: (error) => applyServerErrors(form, error),
  });

  const add = useCreateTicket(draftId, {
    onCreated: ({ data, message }) => {
      toast.success(message);
      navigate(paths.staff.ticketShow(data.id));
    },
    onFailed: (error) => applyServerErrors(form, error),
  });

  const clearCompanyBound = () => {
    for (const field of COMPANY_BOUND_FIELDS) form.setValue(field, field === 'cc' ? [] : null, { shouldDirty: true });
  };

  const options = <T,>(items: T[] | undefined, toChoice: (item: T) => Choice) => (items ?? []).map(toChoice);
  const companyChoices = options(companies.data, (c) => ({ value: c.id, label: `${c.tag} — ${c.name}` }));
  const peopleChoices = options(people.data, (p) => ({ value: p.id, label: `${p.name} <${p.email}>` }));
  const deviceChoices = options(devices.data, (d) => ({
    value: d.id,
    label: [d.inventory_number, d.name, d.type].filter(Boolean).join(' · '),
  }));
  const projectChoices = options(projects.data, (p) => ({ value: p.id, label: p.name }));
  const agentChoices = options(agents.data, (a) => ({ value: a.id, label: agentPick(a, t).label }));
  // The assignee picker as on the ticket page: competency order for the chosen category, each agent's load.
  const assigneeChoiceList = assigneeChoices(agents.data ?? [], strongest, t, formats.number).map((c) => ({ value: c.id, label: c.label }));
  // Picking an agent who is (or is about to be) on leave is allowed, with a warning before the ticket is saved.
  const assigneeId = form.watch('assignee_id') as number | null | undefined;
  const assignee = agents.data?.find((a) => a.id === assigneeId);
  const assigneeWarning = assignee ? agentPick(assignee, t).warning : undefined;
  const enumChoices = (values: readonly string[], group: LabelGroup) =>
    values.map((value) => ({ value, label: t(`${labelKey(group)}.${value}`) }));

  const companyHint = companies.isError
    ? t('create.lookupFailed')
    : companies.data?.length === 0
      ? t('create.hints.noCompanies')
      : t('create.hints.companyClears');
  const boundHint = (query: { isError: boolean; data?: unknown[] }) =>
    !hasCompany
      ? t('create.hints.chooseCompany')
      : query.isError
        ? t('create.lookupFailed')
        : query.data?.length === 0
          ? t('create.hints.none')
          : undefined;
  const none = t('common.nobody');
  const rootError = form.formState.errors.root?.server?.message;
  const busy = saveDraft.isPending || add.isPending;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))} aria-busy={busy}>
      <Card className={styles.section}>
        <Text as="h2" weight="semibold" size={400}>
          {t('create.sections.who')}
        </Text>
        <div className={styles.grid}>
          <SelectField
            control={control}
            name="company_id"
            label={t('create.fields.company_id')}
            hint={companyHint}
            required
            choices={companyChoices}
            onPicked={clearCompanyBound}
          />
          <SelectField
            control={control}
            name="requester_id"
            label={t('create.fields.requester_id')}
            hint={boundHint(people)}
            disabled={!hasCompany}
            choices={peopleChoices}
            emptyLabel={none}
          />
          <MultiSelectField
            control={control}
            name="cc"
            label={t('create.fields.cc')}
            hint={boundHint(people)}
            disabled={!hasCompany}
            choices={peopleChoices}
            placeholder={t('create.placeholders.chooseMany')}
          />
          <SelectField
            control={control}
            name="project_id"
            label={t('create.fields.project_id')}
            hint={boundHint(projects)}
            disabled={!hasCompany}
            choices={projectChoices}
            emptyLabel={none}
          />
          <SelectField
            control={control}
            name="device_id"
            label={t('create.fields.device_id')}
            hint={boundHint(devices)}
            disabled={!hasCompany}
            choices={deviceChoices}
            emptyLabel={none}
          />
        </div>
      </Card>

      <Card className={styles.section}>
        <Text as="h2" weight="semibold" size={400}>
          {t('create.sections.what')}
        </Text>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField control={control} name="subject" label={t('create.fields.subject')} required />
          </div>
          <div className={styles.wide}>
            <TextareaField control={control} name="body" label={t('create.fields.body')} required />
          </div>
          <SelectField control={control} name="type" label={t('create.fields.type')} choices={enumChoices(TYPES, 'type')} />
          <SelectField
            control={control}
            name="priority"
            label={t('create.fields.priority')}
            choices={enumChoices(PRIORITIES, 'priority')}
          />
          <SelectField
            control={control}
            name="category"
            label={t('create.fields.category')}
            choices={enumChoices(CATEGORIES, 'category')}
          />
        </div>
      </Card>

      <Card className={styles.section}>
        <Text as="h2" weight="semibold" size={400}>
          {t('create.sections.handling')}
        </Text>
        <div className={styles.grid}>
          <SelectField
            control={control}
            name="assignee_id"
            label={t('create.fields.assignee_id')}
            choices={assigneeChoiceList}
            emptyLabel={none}
            hint={agents.isError ? t('create.lookupFailed') : assigneeWarning}
          />
          <SelectField
            control={control}
            name="responsible_id"
            label={t('create.fields.responsible_id')}
            choices={agentChoices}
            emptyLabel={none}
          />
          <SelectField
            control={control}
            name="support_scope"
            label={t('create.fields.support_scope')}
            choices={enumChoices(SUPPORT_SCOPES, 'supportScope')}
            emptyLabel={none}
          />
        </div>
      </Card>

      {rootError && (
        <MessageBar intent="error">
          <MessageBarBody>{rootError}</MessageBarBody>
        </MessageBar>
      )}

      <div className={styles.actions}>
        {savedAt && <Text className={styles.saved}>{t('create.savedDraft', { time: savedAt })}</Text>}
        <Button appearance="subtle" onClick={() => navigate(-1)} disabled={busy}>
          {t('create.cancel')}
        </Button>
        <Button icon={<SaveRegular />} onClick={() => saveDraft.mutate(form.getValues() as TicketFormInput)} disabled={busy}>
          {saveDraft.isPending ? t('create.savingDraft') : t('create.saveDraft')}
        </Button>
        <div className={styles.status}>
          <SelectField control={control} name="status" label={t('create.fields.status')} choices={enumChoices(STATUSES, 'status')} />
        </div>
        <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={busy}>
          {add.isPending ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
