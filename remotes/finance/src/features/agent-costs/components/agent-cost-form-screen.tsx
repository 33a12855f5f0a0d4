/**
 * `/admin/agent-costs/create` and `/admin/agent-costs/edit/:id`: agent, net salary, allowances, total cost (empty: the
 * two added up), valid-from and notes, validated by the server's schema; a 422 puts its messages under the fields.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { agentChoicesQuery, paths } from '@helpdesk/shared';
import { ScreenFrame, useEditForm } from '@helpdesk/shared/remote';
import { agentCostBodySchema, type AgentCostFormInput } from '@helpdesk/shared/schemas';
import { SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { useFinanceMutation } from '../../../api/finance.ts';
import { agentCostQuery, saveAgentCost } from '../api/agent-costs.ts';
import { moneyInput } from '../../../lib/money.ts';

const useStyles = makeStyles({
  root: { maxWidth: '720px' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

const EMPTY: AgentCostFormInput = {
  agent_id: '' as unknown as number,
  net_salary: '',
  allowances: '0',
  total_cost: '',
  valid_from: '',
  notes: '',
};

export function AgentCostFormScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useStyles();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...agentCostQuery(id ?? 0), enabled: id !== null });
  const agents = useQuery(agentChoicesQuery).data ?? [];
  const save = useFinanceMutation(saveAgentCost);
  const lang = i18n.resolvedLanguage;
  const { form, submit } = useEditForm({
    schema: agentCostBodySchema,
    empty: EMPTY,
    record: existing.data,
    toForm: (c): AgentCostFormInput => ({
      agent_id: c.agent.id,
      net_salary: moneyInput(c.net_salary, lang),
      allowances: moneyInput(c.allowances, lang),
      total_cost: moneyInput(c.total_cost, lang),
      valid_from: c.valid_from,
      notes: c.notes ?? '',
    }),
    save: (body) => save.mutateAsync({ id, body }),
    next: () => paths.staff.agentCosts.list(),
  });
  const title = id ? t('screens.agentCostEdit') : t('screens.agentCostCreate');

  return (
    <ScreenFrame
      remote="finance"
      name="agent-cost-form"
      title={title}
      className={styles.root}
      query={id !== null ? existing : undefined}
      errorText={t('common.notFound')}
      loadingRows={6}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <SelectField
          control={form.control}
          name="agent_id"
          label={t('agentCosts.fields.agent_id')}
          required
          choices={agents.map((a) => ({ value: a.id, label: a.name }))}
        />
        <TextField control={form.control} name="net_salary" label={t('agentCosts.fields.net_salary')} required autoComplete="off" />
        <TextField control={form.control} name="allowances" label={t('agentCosts.fields.allowances')} autoComplete="off" />
        <TextField
          control={form.control}
          name="total_cost"
          label={t('agentCosts.fields.total_cost')}
          hint={t('agentCosts.totalHint')}
          autoComplete="off"
        />
        <TextField control={form.control} name="valid_from" label={t('agentCosts.fields.valid_from')} type="date" required />
        <TextareaField control={form.control} name="notes" label={t('agentCosts.fields.notes')} rows={3} />
        {form.formState.errors.root?.server?.message && <Text role="alert">{form.formState.errors.root.server.message}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
          <Button onClick={() => void navigate(paths.staff.agentCosts.list())}>{t('common.back')}</Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
