/** `/admin/reminder`: recurring reminders with their next day, period, state and last sending. */
import { useState } from 'react';
import { Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { ListFrame, ListSearch, ListTabs } from '@helpdesk/shared/remote';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { reminderListQuery, useDeleteReminder, type ReminderListParams } from '../api/reminders.ts';

export function ReminderListScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [params, setParams] = useState<ReminderListParams>({ filter: 'all', page: 1, search: '' });
  const list = useQuery(reminderListQuery(params));
  const deletion = useDeleteReminder();
  const remove = async (id: number) => toast.success((await deletion.mutateAsync(id)).message);
  return (
    <ListFrame
      remote="tickets"
      name="reminders"
      title={t('screens.reminderList')}
      query={list}
      empty={{ text: t('reminder.empty') }}
      tabs={
        <ListTabs
          value={params.filter}
          options={['all', 'active', 'inactive'] as const}
          label={(f) => t(`reminder.filters.${f}`)}
          onChange={(filter) => setParams({ ...params, filter, page: 1 })}
        />
      }
      search={
        <ListSearch label={t('intake.search')} value={params.search} onChange={(search) => setParams({ ...params, search, page: 1 })} />
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.reminder.create())}>
          {t('reminder.add')}
        </Button>
      }
      pagination={{ onPage: (page) => setParams({ ...params, page }) }}
      table={(rows) => (
        <Table aria-label={t('screens.reminderList')} data-testid="reminder-table">
          <TableHeader>
            <TableRow>
              {(['title', 'company', 'employee', 'day', 'period', 'active', 'sentAt'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`reminder.columns.${c}`)}</TableHeaderCell>
              ))}
              <TableHeaderCell>{t('intake.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid="reminder-row">
                <TableCell>
                  <Link to={paths.staff.reminder.edit(r.id)}>{r.title}</Link>
                </TableCell>
                <TableCell>
                  <CompanyTag tag={r.company.tag} name={r.company.short_name} />
                </TableCell>
                <TableCell>{r.employee?.name ?? '—'}</TableCell>
                <TableCell>{r.day}</TableCell>
                <TableCell>{t(`reminder.periods.${r.period}`, { defaultValue: r.period })}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={r.active ? 'success' : 'subtle'}>
                    {r.active ? t('intake.yes') : t('intake.no')}
                  </Badge>
                </TableCell>
                <TableCell>{r.sent_at ? formatDateTime(r.sent_at) : t('reminder.never')}</TableCell>
                <TableCell>
                  <Button size="small" appearance="subtle" onClick={() => void navigate(paths.staff.reminder.edit(r.id))}>
                    {t('reminder.edit')}
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="small" appearance="subtle">
                        {t('intake.delete')}
                      </Button>
                    }
                    title={t('reminder.deleteTitle', { title: r.title })}
                    onConfirm={() => remove(r.id)}
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
