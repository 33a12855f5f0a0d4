/** `/admin/agent-costs`: every agent's cost history (newest first, the row in force marked); filter by agent; edit, delete. */
import { useState } from 'react';
import { Badge, Button, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import type { AgentCost } from '@helpdesk/shared/resources';
import { agentCostsQuery, agentsLookup, deleteAgentCost, useFinanceMutation } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';

const useStyles = makeStyles({
  rows: { minWidth: 0, overflowX: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
});

const COLUMNS = ['agent', 'net_salary', 'allowances', 'total_cost', 'valid_from', 'notes', 'actions'] as const;

export function AgentCostListScreen() {
  const { t, i18n } = useTranslation('finance');
  const styles = useStyles();
  const navigate = useNavigate();
  const [agentId, setAgentId] = useState<number | null>(null);
  const list = useQuery(agentCostsQuery(agentId));
  const agents = useQuery(agentsLookup()).data ?? [];
  const remove = useFinanceMutation(deleteAgentCost);
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);

  const row = (c: AgentCost) => (
    <TableRow key={c.id} data-testid="agent-cost-row">
      <TableCell>
        <Link to={paths.staff.agentCosts.edit(c.id)}>{c.agent.name}</Link>{' '}
        {c.in_force && (
          <Badge appearance="tint" color="success">
            {t('common.inForce')}
          </Badge>
        )}
      </TableCell>
      <TableCell>{money(c.net_salary)}</TableCell>
      <TableCell>{money(c.allowances)}</TableCell>
      <TableCell>{money(c.total_cost)}</TableCell>
      <TableCell>{c.valid_from}</TableCell>
      <TableCell>{c.notes ?? t('common.none')}</TableCell>
      <TableCell>
        <span className={styles.actions}>
          <Button size="small" appearance="subtle" onClick={() => void navigate(paths.staff.agentCosts.edit(c.id))}>
            {t('common.edit')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="small" appearance="subtle">
                {t('common.delete')}
              </Button>
            }
            title={t('agentCosts.deleteTitle', { name: c.agent.name, date: c.valid_from })}
            body={t('common.deleteBody')}
            onConfirm={async () => toast.success((await remove.mutateAsync(c.id)).message)}
          />
        </span>
      </TableCell>
    </TableRow>
  );

  return (
    <ScreenFrame
      remote="finance"
      name="agent-cost-list"
      title={t('screens.agentCostList')}
      query={list}
      isEmpty={list.data?.length === 0}
      empty={{ text: t('agentCosts.empty') }}
      errorText={t('common.loadFailed')}
      busy={list.isFetching}
      filters={
        <Select aria-label={t('agentCosts.columns.agent')} value={agentId ? String(agentId) : ''} onChange={(_, data) => setAgentId(data.value ? Number(data.value) : null)}>
          <option value="">{t('agentCosts.anyAgent')}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Select>
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.agentCosts.create())}>
          {t('agentCosts.add')}
        </Button>
      }
    >
      <div className={styles.rows}>
        <Table aria-label={t('screens.agentCostList')} data-testid="agent-cost-table">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHeaderCell key={c}>{t(`agentCosts.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{(list.data ?? []).map(row)}</TableBody>
        </Table>
      </div>
    </ScreenFrame>
  );
}
