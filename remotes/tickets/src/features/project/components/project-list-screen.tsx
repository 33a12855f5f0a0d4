/** `/admin/project`: projects of the sidebar's company filter with state, budget use, delete and restore. */
import { useState } from 'react';
import { Badge, Button, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { companyFilterAtom, paths, toast } from '@helpdesk/shared';
import { PROJECT_STATES } from '@helpdesk/shared/enums';
import { ListFrame, ListSearch, ListTabs, RowActions } from '@helpdesk/shared/remote';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { formatMinutes as hoursMinutes } from '@helpdesk/shared/format';
import { projectListQuery, useProjectTrash, type ProjectListParams } from '../api/projects.ts';
import type { Project } from '@helpdesk/shared/resources';

export const STATE_COLORS: Record<Project['state'], 'informative' | 'brand' | 'warning' | 'success'> = {
  new: 'informative',
  'in-progress': 'brand',
  stopped: 'warning',
  finished: 'success',
};

export function ProjectListScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const company = useAtomValue(companyFilterAtom);
  const [params, setParams] = useState<Omit<ProjectListParams, 'company'>>({ filter: 'active', state: '', page: 1, search: '' });
  const list = useQuery(projectListQuery({ ...params, company }));
  const trash = useProjectTrash();
  const act = async (id: number, restore: boolean) => toast.success((await trash.mutateAsync({ id, restore })).message);
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
          onChange={(filter) => setParams({ ...params, filter, page: 1 })}
        />
      }
      search={
        <ListSearch label={t('intake.search')} value={params.search} onChange={(search) => setParams({ ...params, search, page: 1 })} />
      }
      filters={
        <Select
          aria-label={t('project.columns.state')}
          value={params.state}
          onChange={(_, data) => setParams({ ...params, state: data.value as ProjectListParams['state'], page: 1 })}
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
      pagination={{ onPage: (page) => setParams({ ...params, page }) }}
      table={(rows) => (
        <Table aria-label={t('screens.projectList')} data-testid="project-table">
          <TableHeader>
            <TableRow>
              {(['name', 'company', 'manager', 'deadline', 'hours', 'used', 'state', 'tickets'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`project.columns.${c}`)}</TableHeaderCell>
              ))}
              <TableHeaderCell>{t('intake.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id} data-testid="project-row">
                <TableCell>
                  <Link to={paths.staff.project.show(p.id)}>{p.name}</Link>
                </TableCell>
                <TableCell>
                  <CompanyTag tag={p.company.tag} name={p.company.short_name} />
                </TableCell>
                <TableCell>{p.manager?.name ?? '—'}</TableCell>
                <TableCell>{p.deadline ?? '—'}</TableCell>
                <TableCell>{p.hours}</TableCell>
                <TableCell>
                  {p.time
                    ? `${hoursMinutes(p.time.charged_minutes)}${p.time.used_percent !== null ? ` (${p.time.used_percent}%)` : ''}`
                    : '—'}
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATE_COLORS[p.state]}>
                    {t(`project.states.${p.state}`)}
                  </Badge>
                </TableCell>
                <TableCell>{p.tickets_count}</TableCell>
                <TableCell>
                  <RowActions
                    deleted={!!p.deleted_at}
                    texts={{
                      edit: t('project.edit'),
                      delete: t('intake.delete'),
                      restore: t('project.restore'),
                      deleteTitle: t('project.deleteTitle', { name: p.name }),
                      deleteBody: t('project.deleteBody'),
                    }}
                    onEdit={() => void navigate(paths.staff.project.edit(p.id))}
                    onDelete={() => act(p.id, false)}
                    onRestore={() => void act(p.id, true)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    />
  );
}
