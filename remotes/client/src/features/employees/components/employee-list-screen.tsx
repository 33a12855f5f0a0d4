/** /client (client-vip): the company's people, searchable and paginated, with add and edit. */
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import type { Employee } from '@helpdesk/shared/schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, useSearchText } from '@helpdesk/shared/ui';
import { cachedText, LightTable, ListFrame, ListSearch, useLightButtons, type LightColumn } from '@helpdesk/shared/remote';
import { employeeListQuery } from '../api/employees-api.ts';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, textDecorationLine: 'none' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // A card is a flex column: its lines and badge keep their own width instead of stretching to the card's.
  card: { padding: tokens.spacingVerticalS, rowGap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const rowProps = (e: Employee) => ({ 'data-employee-id': e.id });
// One icon element for every row's edit button.
const EDIT_ICON = <EditRegular aria-hidden />;

function useEmployeeParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => {
    const page = Number(search.get('page'));
    const perPage = Number(search.get('per_page'));
    return {
      search: (search.get('search') ?? '').trim(),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    };
  }, [search]);
  const update = useCallback(
    (changes: Partial<typeof params>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ search: changes.search, page: changes.page, per_page: changes.perPage })) {
          if (value === undefined) continue;
          if (value === '' || value === 1 || value === DEFAULT_PAGE_SIZE) next.delete(key);
          else next.set(key, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        return next;
      }),
    [setSearch],
  );
  return [params, update] as const;
}

function RoleBadge({ employee }: { employee: Employee }) {
  const { t } = useTranslation('client');
  return (
    <Badge appearance="tint" color={employee.role === 'client-vip' ? 'brand' : 'informative'}>
      {t(`vocabulary.role.${employee.role}`)}
    </Badge>
  );
}

export function EmployeeListScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const navigate = useNavigate();
  const [params, update] = useEmployeeParams();
  const query = useQuery(employeeListQuery(params));
  const onSettled = useCallback((search: string) => update({ search }), [update]);
  const [searchText, setSearchText] = useSearchText(params.search, onSettled);
  const edit = (e: Employee) => paths.client.employeeEdit(e.id);
  const buttons = useLightButtons();
  const columns = useMemo<LightColumn<Employee>[]>(() => {
    const role = cachedText((value: Employee['role']) => t(`vocabulary.role.${value}`));
    const header = (c: 'name' | 'email' | 'job_position' | 'phone' | 'city' | 'role') => t(`employees.fields.${c}`);
    return [
      {
        id: 'name',
        header: header('name'),
        cell: (e, kit) => kit.link(paths.client.employeeEdit(e.id), e.name, { className: styles.name }),
      },
      { id: 'email', header: header('email'), cell: (e) => e.email },
      { id: 'job_position', header: header('job_position'), cell: (e) => e.job_position ?? '—' },
      { id: 'phone', header: header('phone'), cell: (e) => e.phone ?? '—' },
      { id: 'city', header: header('city'), cell: (e) => e.city ?? '—' },
      { id: 'role', header: header('role'), cell: (e, kit) => kit.badge(e.role === 'client-vip' ? 'brand' : 'informative', role(e.role)) },
      {
        id: 'actions',
        header: t('employees.actions'),
        cell: (e) => (
          <button
            type="button"
            className={buttons.smallSubtleIcon}
            aria-label={t('employees.editOne', { name: e.name })}
            onClick={() => void navigate(paths.client.employeeEdit(e.id))}
          >
            {EDIT_ICON}
          </button>
        ),
      },
    ];
  }, [t, styles, buttons, navigate]);

  return (
    <ListFrame
      remote="client"
      name="employees"
      title={t('screens.employeeList')}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(paths.client.employeeCreate())}>
          {t('employees.add')}
        </Button>
      }
      search={<ListSearch label={t('employees.search')} value={searchText} onChange={setSearchText} />}
      query={query}
      loadingRows={params.perPage}
      empty={{ text: params.search ? t('employees.emptySearch', { search: params.search }) : t('employees.empty') }}
      cards={(rows) => (
        <ul className={styles.cards} aria-label={t('screens.employeeList')}>
          {rows.map((e) => (
            <li key={e.id}>
              <Card className={styles.card}>
                <Link className={styles.name} to={edit(e)}>
                  {e.name}
                </Link>
                <Text>{e.email}</Text>
                <Text size={200} className={styles.muted}>
                  {[e.job_position, e.phone, e.city].filter(Boolean).join(' · ')}
                </Text>
                <RoleBadge employee={e} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      table={(rows) => (
        <LightTable rows={rows} columns={columns} rowKey={(e) => e.id} label={t('screens.employeeList')} rowProps={rowProps} />
      )}
      pagination={{ perPage: params.perPage, onPage: (page) => update({ page }), onPerPage: (perPage) => update({ perPage }) }}
    />
  );
}
