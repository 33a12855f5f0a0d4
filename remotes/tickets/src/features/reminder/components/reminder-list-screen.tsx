/** `/admin/reminder`: recurring reminders with their next day, period, state and last sending. */
import { useState } from 'react';
import { Badge, Button, Input, Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { IntakePage } from '../../shared/components/intake-page.tsx';
import { PagedList } from '../../shared/components/paged-list.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { deleteReminder, reminderListQuery, remindersRoot, type ReminderListParams } from '../api/reminders.ts';

export function ReminderListScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<ReminderListParams>({ filter: 'all', page: 1, search: '' });
  const list = useQuery(reminderListQuery(params));
  const remove = async (id: number) => {
    const { message } = await deleteReminder(id);
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: [remindersRoot] });
  };
  return (
    <IntakePage
      title={t('screens.reminderList')}
      filters={
        <>
          <TabList selectedValue={params.filter} onTabSelect={(_, data) => setParams({ ...params, filter: data.value as ReminderListParams['filter'], page: 1 })}>
            {(['all', 'active', 'inactive'] as const).map((f) => (
              <Tab key={f} value={f}>
                {t(`reminder.filters.${f}`)}
              </Tab>
            ))}
          </TabList>
          <Input type="search" aria-label={t('intake.search')} placeholder={t('intake.search')} value={params.search} onChange={(_, data) => setParams({ ...params, search: data.value, page: 1 })} />
        </>
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.reminder.create())}>
          {t('reminder.add')}
        </Button>
      }
    >
      <PagedList query={list} empty={t('reminder.empty')} onPage={(page) => setParams({ ...params, page })}>
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
            {list.data?.data.map((r) => (
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
                  <ConfirmDialog trigger={<Button size="small" appearance="subtle">{t('intake.delete')}</Button>} title={t('reminder.deleteTitle', { title: r.title })} onConfirm={() => remove(r.id)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </PagedList>
    </IntakePage>
  );
}
