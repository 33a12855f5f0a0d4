/**
 * `/admin/agent/create` and `/admin/agent/edit/:id`: names, e-mail, job position, phones, role, time scope and
 * assigned companies, validated by the server's schema; a 422 puts the server's messages under the fields and keeps
 * what was typed. Only an admin is offered the admin role (the server refuses it to a manager anyway).
 */
import { Button, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { AGENT_JOB_POSITIONS, AGENT_ROLES, AGENT_TIME_SCOPES, companyChoicesQuery, currentUserAtom, paths } from '@helpdesk/shared';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import type { Agent } from '@helpdesk/shared/resources';
import { agentBodySchema, type AgentFormInput } from '@helpdesk/shared/schemas';
import { RecordTabs, SelectField, TextField } from '@helpdesk/shared/ui';
import { Controller } from 'react-hook-form';
import { agentQuery, useSaveAgent } from '../api/agents.ts';
import { ResetSignInFactors } from './sign-in-controls.tsx';

/** The agent's History: its account's changes and its costs' (kept under its id). */
const AGENT_HISTORY = ['user', 'agent-cost'] as const;

const useStyles = makeStyles({
  root: { maxWidth: '720px' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  companies: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
});

const EMPTY: AgentFormInput = {
  firstname: '',
  lastname: '',
  email: '',
  agent_type: 'support',
  phone: '',
  direct_phone: '',
  role: 'agent',
  time_scope: 480,
  company_ids: [],
};

const toForm = (a: Agent): AgentFormInput => ({
  firstname: a.firstname,
  lastname: a.lastname,
  email: a.email,
  agent_type: a.agent_type ?? 'support',
  phone: a.phone ?? '',
  direct_phone: a.direct_phone ?? '',
  role: a.role,
  time_scope: a.time_scope,
  company_ids: a.companies.map((c) => c.id),
});

export function AgentFormScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const user = useAtomValue(currentUserAtom);
  const existing = useQuery({ ...agentQuery(id ?? 0), enabled: id !== null });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const save = useSaveAgent(id);
  const { form, submit } = useEditForm({
    schema: agentBodySchema,
    empty: EMPTY,
    record: existing.data,
    toForm,
    save: (values) => save.mutateAsync(values),
    next: () => paths.staff.agent.list(),
  });

  // The admin role is offered to admins, and shown as it is on an admin's own record.
  const isAdmin = user?.data.role === 'admin';
  const roles = AGENT_ROLES.filter((r) => r !== 'admin' || isAdmin || existing.data?.role === 'admin');

  return (
    <ScreenFrame
      remote="management"
      name="agent-form"
      title={id ? t('screens.agentEdit') : t('screens.agentCreate')}
      className={styles.root}
      query={id !== null ? existing : undefined}
      errorText={t('agents.notFound')}
      loadingRows={6}
    >
      <RecordTabs history={id !== null ? { kinds: AGENT_HISTORY, recordId: id } : null} testId="agent">
        <form
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={id ? t('screens.agentEdit') : t('screens.agentCreate')}
        >
          <TextField control={form.control} name="firstname" label={t('agents.fields.firstname')} required autoComplete="off" />
          <TextField control={form.control} name="lastname" label={t('agents.fields.lastname')} required autoComplete="off" />
          <TextField
            control={form.control}
            name="email"
            label={t('agents.fields.email')}
            type="email"
            required
            autoComplete="off"
            hint={id ? undefined : t('agents.temporaryHint')}
          />
          <SelectField
            control={form.control}
            name="agent_type"
            label={t('agents.fields.agent_type')}
            required
            choices={AGENT_JOB_POSITIONS.map((p) => ({ value: p, label: t(`agents.types.${p}`) }))}
          />
          <TextField control={form.control} name="phone" label={t('agents.fields.phone')} type="tel" />
          <TextField control={form.control} name="direct_phone" label={t('agents.fields.direct_phone')} type="tel" required />
          <SelectField
            control={form.control}
            name="role"
            label={t('agents.fields.role')}
            required
            choices={roles.map((r) => ({ value: r, label: t(`agents.roles.${r}`) }))}
          />
          <SelectField
            control={form.control}
            name="time_scope"
            label={t('agents.fields.time_scope')}
            required
            choices={AGENT_TIME_SCOPES.map((s) => ({ value: s, label: t(`agents.scopes.${s}`) }))}
          />
          <Controller
            control={form.control}
            name="company_ids"
            render={({ field, fieldState }) => {
              const selected = new Set(field.value ?? []);
              return (
                <fieldset className={styles.fieldset}>
                  <legend>{t('agents.fields.company_ids')}</legend>
                  <div className={styles.companies} data-testid="agent-companies">
                    {companies.map((c) => (
                      <Checkbox
                        key={c.id}
                        label={`${c.tag} — ${c.name}`}
                        checked={selected.has(c.id)}
                        onChange={(_, data) => field.onChange(data.checked ? [...selected, c.id] : [...selected].filter((v) => v !== c.id))}
                      />
                    ))}
                  </div>
                  {fieldState.error?.message && <Text role="alert">{fieldState.error.message}</Text>}
                </fieldset>
              );
            }}
          />
          {form.formState.errors.root?.server?.message && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
              {t('agents.save')}
            </Button>
            <Button onClick={() => void navigate(paths.staff.agent.list())}>{t('agents.back')}</Button>
          </div>
        </form>
        {existing.data && <ResetSignInFactors agentId={existing.data.id} name={`${existing.data.firstname} ${existing.data.lastname}`} />}
      </RecordTabs>
    </ScreenFrame>
  );
}
