/** `/admin/agent`: agents with search, role, job position and deleted filters; edit, delete after confirmation, restore. */
import { useMemo } from 'react';
import { Button, Select } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AGENT_JOB_POSITIONS, AGENT_ROLES, currentUserAtom, paths, toast } from '@helpdesk/shared';
import { useAtomValue } from 'jotai';
import {
  LIGHT,
  LightCards,
  LightTable,
  ListFrame,
  ListSearch,
  ListTabs,
  cachedText,
  useLightRowActions,
  useListScreen,
  type LightCellKit,
  type LightColumn,
  type RowActionsProps,
} from '@helpdesk/shared/remote';
import type { Agent } from '@helpdesk/shared/resources';
import { AGENT_LIST_FILTERS } from '@helpdesk/shared/schemas';
import { agentListQuery, PER_PAGE, useAgentTrash, type AgentListParams } from '../api/agents.ts';
import { SignInPolicySwitch } from './sign-in-controls.tsx';

const rowProps = () => ({ 'data-testid': 'agent-row' });

export function AgentListScreen() {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const {
    params,
    list,
    filter: change,
    pagination,
  } = useListScreen({ filter: 'active', role: '', agent_type: '', search: '', page: 1 }, agentListQuery, { perPage: PER_PAGE });
  const trash = useAgentTrash();
  const act = async (id: number, restore: boolean) => toast.success((await trash.mutateAsync({ id, restore })).message);

  // Only an admin manages admin accounts (the server refuses the others with 403).
  const isAdmin = useAtomValue(currentUserAtom)?.data.role === 'admin';
  // The actions' texts once per render, not per row; the delete title only when asked (the dialog opens).
  const actionTexts = {
    edit: t('agents.edit'),
    delete: t('agents.delete'),
    restore: t('agents.restore'),
    deleteBody: t('agents.deleteBody'),
  };
  const actionProps = (a: Agent): RowActionsProps => ({
    deleted: !!a.deleted_at,
    texts: {
      ...actionTexts,
      get deleteTitle() {
        return t('agents.deleteTitle', { name: a.name });
      },
    },
    onEdit: () => void navigate(paths.staff.agent.edit(a.id)),
    onDelete: () => act(a.id, false),
    onRestore: () => void act(a.id, true),
  });
  const light = useLightRowActions();
  const actions = (a: Agent) => (a.role === 'admin' && !isAdmin ? null : light.actions(actionProps(a)));

  // The texts asked once per table (an enum's name once per value), not per row.
  const texts = useMemo(
    () => ({
      deleted: t('agents.deleted'),
      none: t('agents.none'),
      type: cachedText((v: NonNullable<Agent['agent_type']>) => t(`agents.types.${v}`)),
      role: cachedText((v: Agent['role']) => t(`agents.roles.${v}`)),
      scope: cachedText((v: Agent['time_scope']) => t(`agents.scopes.${v}`)),
    }),
    [t],
  );
  const agentName = (a: Agent, kit: LightCellKit) => (
    <>
      {kit.link(paths.staff.agent.edit(a.id), a.name)}
      {a.deleted_at && <> {kit.badge('danger', texts.deleted)}</>}
    </>
  );
  const companies = (a: Agent) => (a.companies.length ? a.companies.map((c) => c.tag).join(', ') : texts.none);
  const columns: LightColumn<Agent>[] = [
    {
      id: 'name',
      header: t('agents.columns.name'),
      cell: agentName,
    },
    { id: 'email', header: t('agents.columns.email'), cell: (a) => a.email },
    { id: 'type', header: t('agents.columns.type'), cell: (a) => (a.agent_type ? texts.type(a.agent_type) : texts.none) },
    { id: 'role', header: t('agents.columns.role'), cell: (a) => texts.role(a.role) },
    { id: 'phone', header: t('agents.columns.phone'), cell: (a) => a.phone ?? texts.none },
    { id: 'scope', header: t('agents.columns.scope'), cell: (a) => texts.scope(a.time_scope) },
    {
      id: 'companies',
      header: t('agents.columns.companies'),
      cell: companies,
    },
    {
      id: 'actions',
      header: t('agents.columns.actions'),
      cell: actions,
    },
  ];

  return (
    <ListFrame
      remote="management"
      name="agent-list"
      title={t('screens.agentList')}
      query={list}
      empty={{ text: t('agents.empty') }}
      tabs={
        <ListTabs
          value={params.filter}
          options={AGENT_LIST_FILTERS}
          label={(f) => t(`agents.filters.${f}`)}
          onChange={(filter) => change({ filter })}
        />
      }
      search={<ListSearch label={t('agents.search')} value={params.search} onChange={(search) => change({ search })} />}
      filters={
        <>
          <Select
            aria-label={t('agents.columns.role')}
            value={params.role}
            onChange={(_, data) => change({ role: data.value as AgentListParams['role'] })}
          >
            <option value="">{t('agents.anyRole')}</option>
            {AGENT_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`agents.roles.${r}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('agents.columns.type')}
            value={params.agent_type}
            onChange={(_, data) => change({ agent_type: data.value as AgentListParams['agent_type'] })}
          >
            <option value="">{t('agents.anyType')}</option>
            {AGENT_JOB_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`agents.types.${p}`)}
              </option>
            ))}
          </Select>
        </>
      }
      actions={
        <>
          <SignInPolicySwitch />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.agent.create())}>
            {t('agents.add')}
          </Button>
        </>
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(a) => a.id}
          label={t('screens.agentList')}
          data-testid="agent-table"
          rowProps={rowProps}
        />
      )}
      children={light.dialog}
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(a) => a.id}
          label={t('screens.agentList')}
          cardProps={rowProps}
          card={(a, kit) => (
            <>
              <span className={LIGHT.cardTitle}>{agentName(a, kit)}</span>
              <span>
                {a.email} · {texts.role(a.role)}
                {a.agent_type ? ` · ${texts.type(a.agent_type)}` : ''}
              </span>
              <span className={LIGHT.caption}>{companies(a)}</span>
              {actions(a)}
            </>
          )}
        />
      )}
    />
  );
}
