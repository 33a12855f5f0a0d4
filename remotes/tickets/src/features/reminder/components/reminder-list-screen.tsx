/** `/admin/reminder`: recurring reminders with their next day, period, state and last sending. */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
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
import type { Reminder } from '@helpdesk/shared/resources';
import { formatDateTime } from '@helpdesk/shared/format';
import { reminderListQuery, useDeleteReminder } from '../api/reminders.ts';

const rowProps = () => ({ 'data-testid': 'reminder-row' });

export function ReminderListScreen() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { params, list, filter: change, pagination } = useListScreen({ filter: 'all', page: 1, search: '' }, reminderListQuery);
  const deletion = useDeleteReminder();
  const remove = async (id: number) => toast.success((await deletion.mutateAsync(id)).message);
  const light = useLightRowActions();
  // The texts asked once per table (a period's name once per value), not per row.
  const texts = useMemo(
    () => ({
      yes: t('intake.yes'),
      no: t('intake.no'),
      never: t('reminder.never'),
      edit: t('reminder.edit'),
      delete: t('intake.delete'),
      period: cachedText((p: Reminder['period']) => t(`reminder.periods.${p}`, { defaultValue: p })),
    }),
    [t],
  );
  const column = (c: 'title' | 'company' | 'employee' | 'day' | 'period' | 'active' | 'sentAt') => t(`reminder.columns.${c}`);
  const columns: LightColumn<Reminder>[] = [
    { id: 'title', header: column('title'), cell: (r, kit) => kit.link(paths.staff.reminder.edit(r.id), r.title) },
    companyTagColumn(column('company'), (r) => r.company),
    { id: 'employee', header: column('employee'), cell: (r) => r.employee?.name ?? '—' },
    { id: 'day', header: column('day'), cell: (r) => r.day },
    { id: 'period', header: column('period'), cell: (r) => texts.period(r.period) },
    {
      id: 'active',
      header: column('active'),
      cell: (r, kit) => kit.badge(r.active ? 'success' : 'subtle', r.active ? texts.yes : texts.no),
    },
    { id: 'sentAt', header: column('sentAt'), cell: (r) => (r.sent_at ? formatDateTime(r.sent_at) : texts.never) },
    {
      id: 'actions',
      header: t('intake.actions'),
      cell: (r) =>
        light.actions({
          deleted: false,
          texts: {
            edit: texts.edit,
            delete: texts.delete,
            restore: '',
            deleteTitle: t('reminder.deleteTitle', { title: r.title }),
            deleteBody: '',
          },
          onEdit: () => void navigate(paths.staff.reminder.edit(r.id)),
          onDelete: () => remove(r.id),
          onRestore: () => undefined,
        }),
    },
  ];
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
          onChange={(filter) => change({ filter })}
        />
      }
      search={<ListSearch label={t('intake.search')} value={params.search} onChange={(search) => change({ search })} />}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.reminder.create())}>
          {t('reminder.add')}
        </Button>
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.id}
          label={t('screens.reminderList')}
          data-testid="reminder-table"
          rowProps={rowProps}
        />
      )}
      children={light.dialog}
    />
  );
}
