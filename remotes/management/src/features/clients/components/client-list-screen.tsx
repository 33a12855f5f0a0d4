/**
 * `/admin/client`: client people of every company the agent may see — search, company and role filters, active and
 * deleted tabs, delete and restore; add, import.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { paths, toast } from '@helpdesk/shared';
import { CLIENT_ROLES, type ClientRole } from '@helpdesk/shared/permissions';
import type { ClientPerson } from '@helpdesk/shared/resources';
import { CLIENT_LIST_STATES, type ClientListState } from '@helpdesk/shared/enums';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, useSearchText } from '@helpdesk/shared/ui';
import {
  cachedText,
  LIGHT,
  LightCards,
  LightTable,
  ListFrame,
  ListSearch,
  ListTabs,
  useLightRowActions,
  type LightBadgeColour,
  type LightCellKit,
  type LightColumn,
  type RowActionsProps,
} from '@helpdesk/shared/remote';
import { companiesLookup } from '../../../api/lookups.ts';
import { clientListQuery, useClientTrash, type ClientListParams } from '../api/clients-api.ts';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, textDecorationLine: 'none' },
});

/** The list's state lives in the URL (reload and back keep it). */
function useClientParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ClientListParams>(() => {
    const page = Number(search.get('page'));
    const perPage = Number(search.get('per_page'));
    const company = Number(search.get('company_id'));
    const role = search.get('role') as ClientRole | null;
    const state = search.get('state') as ClientListState | null;
    return {
      search: (search.get('search') ?? '').trim(),
      company: Number.isInteger(company) && company > 0 ? company : null,
      role: role && (CLIENT_ROLES as readonly string[]).includes(role) ? role : null,
      state: state && (CLIENT_LIST_STATES as readonly string[]).includes(state) ? state : 'active',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    };
  }, [search]);
  const update = useCallback(
    (changes: Partial<ClientListParams>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        const values: Record<string, string | number | null | undefined> = {
          search: changes.search,
          company_id: changes.company,
          role: changes.role,
          state: changes.state,
          page: changes.page,
          per_page: changes.perPage,
        };
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined) continue;
          if (value === null || value === '' || value === 1 || value === DEFAULT_PAGE_SIZE || value === 'active') next.delete(key);
          else next.set(key, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        return next;
      }),
    [setSearch],
  );
  return [params, update] as const;
}

const ROLE_COLOUR: Partial<Record<ClientPerson['role'], LightBadgeColour>> = { 'client-vip': 'brand', monitoring: 'warning' };
const rowProps = (p: ClientPerson) => ({ 'data-client-id': p.id });

export function ClientListScreen() {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const [params, update] = useClientParams();
  const query = useQuery(clientListQuery(params));
  const companies = useQuery(companiesLookup());
  const trash = useClientTrash();
  const onSettled = useCallback((search: string) => update({ search }), [update]);
  const [searchText, setSearchText] = useSearchText(params.search, onSettled);
  const edit = (p: ClientPerson) => paths.staff.client.edit(p.id);
  const act = async (p: ClientPerson, restore: boolean) =>
    toast.success((await trash.mutateAsync({ id: p.id, restore })).message ?? t(restore ? 'clients.restore' : 'clients.delete'));

  // The actions' texts once per render, not per row; the delete title only when asked (the dialog opens).
  const actionTexts = {
    edit: t('clients.edit'),
    delete: t('clients.delete'),
    restore: t('clients.restore'),
    deleteBody: t('clients.deleteBody'),
  };
  const actionProps = (p: ClientPerson): RowActionsProps => ({
    deleted: !!p.deleted_at,
    texts: {
      ...actionTexts,
      get deleteTitle() {
        return t('clients.deleteTitle', { name: p.name });
      },
    },
    names: {
      edit: t('clients.editOne', { name: p.name }),
      delete: `${actionTexts.delete}: ${p.name}`,
      restore: `${actionTexts.restore}: ${p.name}`,
    },
    onEdit: () => void navigate(edit(p)),
    onDelete: () => act(p, false),
    onRestore: () => void act(p, true),
  });
  const light = useLightRowActions();

  // The texts asked once per table (a role's name once per role), not per row.
  const role = useMemo(() => cachedText((r: ClientPerson['role']) => t(`clients.roles.${r}`)), [t]);
  const nameCell = (p: ClientPerson, kit: LightCellKit) => kit.link(edit(p), p.name, { className: styles.name });
  const roleCell = (p: ClientPerson, kit: LightCellKit) => kit.badge(ROLE_COLOUR[p.role] ?? 'informative', role(p.role));
  const field = (c: 'name' | 'company' | 'email' | 'job_position' | 'phone' | 'city' | 'role') => t(`clients.fields.${c}`);
  const columns: LightColumn<ClientPerson>[] = [
    { id: 'name', header: field('name'), cell: nameCell },
    { id: 'company', header: field('company'), title: (p) => p.company.short_name, cell: (p) => p.company.tag },
    { id: 'email', header: field('email'), cell: (p) => p.email },
    { id: 'job_position', header: field('job_position'), cell: (p) => p.job_position ?? '—' },
    { id: 'phone', header: field('phone'), cell: (p) => p.phone ?? '—' },
    { id: 'city', header: field('city'), cell: (p) => p.city ?? '—' },
    { id: 'role', header: field('role'), cell: roleCell },
    { id: 'actions', header: t('clients.actions'), cell: (p) => light.actions(actionProps(p)) },
  ];

  const empty = params.search
    ? t('clients.emptySearch', { search: params.search })
    : params.state === 'deleted'
      ? t('clients.emptyDeleted')
      : t('clients.empty');
  return (
    <ListFrame
      remote="management"
      name="clients"
      title={t('screens.clientList')}
      actions={
        <>
          <Button icon={<ArrowUploadRegular />} onClick={() => void navigate(paths.staff.client.import(params.company))}>
            {t('clients.import')}
          </Button>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.client.create())}>
            {t('clients.add')}
          </Button>
        </>
      }
      tabs={
        <ListTabs
          value={params.state}
          options={CLIENT_LIST_STATES}
          label={(s) => t(`clients.states.${s}`)}
          onChange={(state) => update({ state })}
        />
      }
      search={<ListSearch label={t('clients.search')} value={searchText} onChange={setSearchText} />}
      filters={
        <>
          <Select
            aria-label={t('clients.companyFilter')}
            value={params.company ? String(params.company) : ''}
            onChange={(_, data) => update({ company: data.value ? Number(data.value) : null })}
          >
            <option value="">{t('clients.anyCompany')}</option>
            {(companies.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.tag} — {c.short_name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('clients.roleFilter')}
            value={params.role ?? ''}
            onChange={(_, data) => update({ role: (data.value || null) as ClientRole | null })}
          >
            <option value="">{t('clients.anyRole')}</option>
            {CLIENT_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`clients.roles.${r}`)}
              </option>
            ))}
          </Select>
        </>
      }
      query={query}
      loadingRows={params.perPage}
      empty={{ text: empty }}
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(p) => p.id}
          label={t('screens.clientList')}
          cardProps={rowProps}
          card={(p, kit) => (
            <>
              {nameCell(p, kit)}
              <span>{p.email}</span>
              <span className={`${LIGHT.caption} ${LIGHT.muted}`}>
                {[p.company.tag, p.job_position, p.phone, p.city].filter(Boolean).join(' · ')}
              </span>
              {roleCell(p, kit)}
              {light.actions(actionProps(p))}
            </>
          )}
        />
      )}
      table={(rows) => (
        <LightTable rows={rows} columns={columns} rowKey={(p) => p.id} label={t('screens.clientList')} rowProps={rowProps} />
      )}
      children={light.dialog}
      pagination={{ perPage: params.perPage, onPage: (page) => update({ page }), onPerPage: (perPage) => update({ perPage }) }}
    />
  );
}
