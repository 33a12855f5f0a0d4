/** `/admin/agent-costs`: every agent's cost history (newest first, the row in force marked); filter by agent; edit, delete. */
import { TableCell } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, paths } from '@helpdesk/shared';
import { agentCostsQuery, deleteAgentCost } from '../api/agent-costs.ts';
import { HistoryListScreen } from '../../../components/history-list.tsx';
import { formatMoney } from '../../../lib/money.ts';

const COLUMNS = ['agent', 'net_salary', 'allowances', 'total_cost', 'valid_from', 'notes', 'actions'] as const;

export function AgentCostListScreen() {
  const { t, i18n } = useTranslation('finance');
  const money = (g: number) => formatMoney(g, i18n.resolvedLanguage);
  return (
    <HistoryListScreen
      name="agent-cost"
      texts="agentCosts"
      title={t('screens.agentCostList')}
      filter={{ column: 'agent', anyText: t('agentCosts.anyAgent'), choices: agentChoicesQuery }}
      rows={agentCostsQuery}
      columns={COLUMNS}
      owner={(c) => c.agent.name}
      cells={(c) => (
        <>
          <TableCell>{money(c.net_salary)}</TableCell>
          <TableCell>{money(c.allowances)}</TableCell>
          <TableCell>{money(c.total_cost)}</TableCell>
        </>
      )}
      history="agent-cost"
      remove={deleteAgentCost}
      paths={paths.staff.agentCosts}
    />
  );
}
