/** `/admin/macros`: the macros by name, what each does in words, whether it is offered, and edit / delete. */
import { useMemo } from 'react';
import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, toast } from '@helpdesk/shared';
import { LightTable, ListFrame, ListSearch, useLightRowActions, useListScreen, type LightColumn } from '@helpdesk/shared/remote';
import type { Macro } from '@helpdesk/shared/resources';
import { macroListQuery, useDeleteMacro, type MacroListParams } from '../api/macros-api.ts';

const rowProps = () => ({ 'data-testid': 'macro-row' });
const FIRST: MacroListParams = { page: 1, search: '' };

export function MacroListScreen() {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const { params, list, filter, pagination } = useListScreen(FIRST, macroListQuery);
  const deletion = useDeleteMacro();
  const remove = async (id: number) => toast.success((await deletion.mutateAsync(id)).message);
  const light = useLightRowActions();
  const texts = useMemo(() => ({ edit: t('macros.edit'), delete: t('macros.delete') }), [t]);
  const column = (c: 'name' | 'actions' | 'active') => t(`macros.columns.${c}`);
  const columns: LightColumn<Macro>[] = [
    { id: 'name', header: column('name'), cell: (m, kit) => kit.link(paths.staff.macro.edit(m.id), m.name) },
    { id: 'steps', header: column('actions'), cell: (m) => m.actions.map((a) => t(`macros.kinds.${a.action}`)).join(' → ') },
    {
      id: 'active',
      header: column('active'),
      cell: (m) => (
        <Badge appearance="tint" color={m.active ? 'success' : 'informative'}>
          {m.active ? t('macros.isActive') : t('macros.isInactive')}
        </Badge>
      ),
    },
    {
      id: 'row-actions',
      header: t('macros.rowActions'),
      cell: (m) =>
        light.actions({
          deleted: false,
          texts: {
            edit: texts.edit,
            delete: texts.delete,
            restore: '',
            deleteTitle: t('macros.deleteTitle', { name: m.name }),
            deleteBody: '',
          },
          onEdit: () => void navigate(paths.staff.macro.edit(m.id)),
          onDelete: () => remove(m.id),
          onRestore: () => undefined,
        }),
    },
  ];
  return (
    <ListFrame
      remote="management"
      name="macros"
      title={t('screens.macroList')}
      query={list}
      empty={{ text: t('macros.empty') }}
      search={<ListSearch label={t('macros.search')} value={params.search} onChange={(search) => filter({ search })} />}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.macro.create())}>
          {t('macros.add')}
        </Button>
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(m) => m.id}
          label={t('screens.macroList')}
          data-testid="macro-table"
          rowProps={rowProps}
        />
      )}
      children={light.dialog}
    />
  );
}
