/** `/admin/project`: projects of the sidebar's company filter with state, budget use, delete and restore. */
import { useMemo } from 'react';
import { Button, Select } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyFilterAtom, paths, toast } from '@helpdesk/shared';
import { PROJECT_STATES } from '@helpdesk/shared/enums';
import {
  LightTable,
  ListFrame,
  ListSearch,
  ListTabs,
  cachedText,
  companyTagColumn,
  useLightRowActions,
  useListScreen,
  type LightColumn,
} from '@helpdesk/shared/remote';
import { formatMinutes as hoursMinutes } from '@helpdesk/shared/format';
import { projectListQuery, useProjectTrash, type ProjectListParams } from '../api/projects.ts';
import type { Project } from '@helpdesk/shared/resources';

export const STATE_COLORS: Record<Project['state'], 'informative' | 'brand' | 'warning' | 'success'> = {
  new: 'informative',
  'in-progress': 'brand',
  stopped: 'warning',
  finished: 'success',
};

const rowProps = () => ({ 'data-testid': 'project-row' });

export function ProjectListScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const company = useAtomValue(companyFilterAtom);
  const {
    params,
    list,
    filter: change,
    pagination,
  } = useListScreen({ filter: 'active', state: '', page: 1, search: '' }, (p: Omit<ProjectListParams, 'company'>) =>
    projectListQuery({ ...p, company }),
  );
  const trash = useProjectTrash();
  const act = async (id: number, restore: boolean) => toast.success((await trash.mutateAsync({ id, restore })).message);
  const light = useLightRowActions();
  // The texts asked once per table (a state's name once per value), not per row.
  const texts = useMemo(
    () => ({
      edit: t('project.edit'),
      delete: t('intake.delete'),
      restore: t('project.restore'),
      deleteBody: t('project.deleteBody'),
      state: cachedText((state: Project['state']) => t(`project.states.${state}`)),
    }),
    [t],
  );
  const column = (c: 'name' | 'company' | 'manager' | 'deadline' | 'hours' | 'used' | 'state' | 'tickets') => t(`project.columns.${c}`);
  const columns: LightColumn<Project>[] = [
    { id: 'name', header: column('name'), cell: (p, kit) => kit.link(paths.staff.project.show(p.id), p.name) },
    companyTagColumn(column('company'), (p) => p.company),
    { id: 'manager', header: column('manager'), cell: (p) => p.manager?.name ?? '—' },
    { id: 'deadline', header: column('deadline'), cell: (p) => p.deadline ?? '—' },
    { id: 'hours', header: column('hours'), cell: (p) => p.hours },
    {
      id: 'used',
      header: column('used'),
      cell: (p) =>
        p.time ? `${hoursMinutes(p.time.charged_minutes)}${p.time.used_percent !== null ? ` (${p.time.used_percent}%)` : ''}` : '—',
    },
    { id: 'state', header: column('state'), cell: (p, kit) => kit.badge(STATE_COLORS[p.state], texts.state(p.state)) },
    { id: 'tickets', header: column('tickets'), cell: (p) => p.tickets_count },
    {
      id: 'actions',
      header: t('intake.actions'),
      cell: (p) =>
        light.actions({
          deleted: !!p.deleted_at,
          texts: {
            edit: texts.edit,
            delete: texts.delete,
            restore: texts.restore,
            deleteTitle: t('project.deleteTitle', { name: p.name }),
            deleteBody: texts.deleteBody,
          },
          onEdit: () => void navigate(paths.staff.project.edit(p.id)),
          onDelete: () => act(p.id, false),
          onRestore: () => void act(p.id, true),
        }),
    },
  ];
  return (
    <ListFrame
      remote="tickets"
      name="projects"
      title={t('screens.projectList')}
      query={list}
      empty={{ text: t('project.empty') }}
      tabs={
        <ListTabs
          value={params.filter}
          options={['active', 'trashed', 'all'] as const}
          label={(f) => t(`project.filters.${f}`)}
          onChange={(filter) => change({ filter })}
        />
      }
      search={<ListSearch label={t('intake.search')} value={params.search} onChange={(search) => change({ search })} />}
      filters={
        <Select
          aria-label={t('project.columns.state')}
          value={params.state}
          onChange={(_, data) => change({ state: data.value as ProjectListParams['state'] })}
        >
          <option value="">{t('project.anyState')}</option>
          {PROJECT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`project.states.${s}`)}
            </option>
          ))}
        </Select>
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.project.create())}>
          {t('project.add')}
        </Button>
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(p) => p.id}
          label={t('screens.projectList')}
          data-testid="project-table"
          rowProps={rowProps}
        />
      )}
      children={light.dialog}
    />
  );
}
