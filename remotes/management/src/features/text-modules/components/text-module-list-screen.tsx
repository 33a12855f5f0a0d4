/** `/admin/text-modules`: the text modules by name, filtered by name or shortcut, company and language. */
import { useMemo } from 'react';
import { Button, Select } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyChoicesQuery, paths, toast } from '@helpdesk/shared';
import { TEXT_MODULE_LANGUAGES, type TextModuleLanguage } from '@helpdesk/shared/schemas';
import {
  LightTable,
  ListFrame,
  ListSearch,
  companyTagColumn,
  useLightRowActions,
  useListScreen,
  type LightColumn,
} from '@helpdesk/shared/remote';
import type { TextModule } from '@helpdesk/shared/resources';
import { textModuleListQuery, useDeleteTextModule, type TextModuleListParams } from '../api/text-modules-api.ts';

const rowProps = () => ({ 'data-testid': 'text-module-row' });
const FIRST: TextModuleListParams = { page: 1, search: '', company: '', language: '' };

export function TextModuleListScreen() {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const { params, list, filter, pagination } = useListScreen(FIRST, textModuleListQuery);
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const deletion = useDeleteTextModule();
  const remove = async (id: number) => toast.success((await deletion.mutateAsync(id)).message);
  const light = useLightRowActions();
  const texts = useMemo(() => ({ global: t('textModules.global'), edit: t('textModules.edit'), delete: t('textModules.delete') }), [t]);
  const column = (c: 'name' | 'shortcut' | 'language' | 'company' | 'category') => t(`textModules.columns.${c}`);
  const columns: LightColumn<TextModule>[] = [
    { id: 'name', header: column('name'), cell: (m, kit) => kit.link(paths.staff.textModule.edit(m.id), m.name) },
    { id: 'shortcut', header: column('shortcut'), cell: (m) => `::${m.shortcut}` },
    { id: 'language', header: column('language'), cell: (m) => t(`textModules.languages.${m.language}`) },
    {
      ...companyTagColumn(column('company'), (m) => m.company),
      cell: (m, kit) => (m.company ? kit.link(paths.staff.company.edit(m.company.id), m.company.tag) : texts.global),
    },
    { id: 'category', header: column('category'), cell: (m) => m.category || '—' },
    {
      id: 'actions',
      header: t('textModules.actions'),
      cell: (m) =>
        light.actions({
          deleted: false,
          texts: {
            edit: texts.edit,
            delete: texts.delete,
            restore: '',
            deleteTitle: t('textModules.deleteTitle', { name: m.name }),
            deleteBody: '',
          },
          onEdit: () => void navigate(paths.staff.textModule.edit(m.id)),
          onDelete: () => remove(m.id),
          onRestore: () => undefined,
        }),
    },
  ];
  return (
    <ListFrame
      remote="management"
      name="text-modules"
      title={t('screens.textModuleList')}
      query={list}
      empty={{ text: t('textModules.empty') }}
      search={<ListSearch label={t('textModules.search')} value={params.search} onChange={(search) => filter({ search })} />}
      filters={
        <>
          <Select
            aria-label={column('company')}
            value={String(params.company)}
            onChange={(_, data) => filter({ company: data.value === 'global' ? 'global' : data.value ? Number(data.value) : '' })}
          >
            <option value="">{t('textModules.anyCompany')}</option>
            <option value="global">{texts.global}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.tag} — {c.name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={column('language')}
            value={params.language}
            onChange={(_, data) => filter({ language: data.value as TextModuleLanguage | '' })}
          >
            <option value="">{t('textModules.anyLanguage')}</option>
            {TEXT_MODULE_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`textModules.languages.${lang}`)}
              </option>
            ))}
          </Select>
        </>
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.textModule.create())}>
          {t('textModules.add')}
        </Button>
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(m) => m.id}
          label={t('screens.textModuleList')}
          data-testid="text-module-table"
          rowProps={rowProps}
        />
      )}
      children={light.dialog}
    />
  );
}
