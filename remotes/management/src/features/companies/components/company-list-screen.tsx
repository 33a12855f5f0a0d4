/** `/admin/company`: companies with TAG, responsible agent, open tickets and contract health; search, sort, pages. */
import { useMemo } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { can, currentUserAtom, paths } from '@helpdesk/shared';
import { COMPANY_SORTS, type CompanySort } from '@helpdesk/shared/enums';
import type { CompanyRow } from '@helpdesk/shared/resources';
import {
  LIGHT,
  LightCards,
  LightTable,
  ListFrame,
  ListSearch,
  useListScreen,
  type LightCellKit,
  type LightColumn,
} from '@helpdesk/shared/remote';
import { companyListQuery } from '../api/companies.ts';
import { useHealthCell } from './contract-health.tsx';

const rowProps = () => ({ 'data-testid': 'company-row' });
const cardProps = () => ({ 'data-testid': 'company-card' });

const useStyles = makeStyles({
  links: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

export function CompanyListScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const me = useAtomValue(currentUserAtom);
  const { params, list, filter, pagination } = useListScreen({ page: 1, search: '', sort: 'name' }, companyListQuery);
  const healthCell = useHealthCell();
  // The row's links (edit, evaluations), their texts asked once: the table's last column and the card's last line.
  const linksCell = useMemo(() => {
    const edit = t('companies.edit');
    const evaluations = t('companies.evaluations');
    return (c: CompanyRow, kit: LightCellKit) => (
      <span className={styles.links}>
        {kit.link(paths.staff.company.edit(c.id), edit)}
        {kit.link(paths.staff.company.evaluations(c.id), evaluations)}
      </span>
    );
  }, [t, styles]);
  const columns = useMemo<LightColumn<CompanyRow>[]>(() => {
    const header = (c: 'tag' | 'name' | 'responsible' | 'openTickets' | 'health' | 'actions') => t(`companies.columns.${c}`);
    return [
      { id: 'tag', header: header('tag'), cell: (c) => <strong>{c.tag}</strong> },
      { id: 'name', header: header('name'), cell: (c, kit) => kit.link(paths.staff.company.edit(c.id), c.name) },
      { id: 'responsible', header: header('responsible'), cell: (c) => c.responsible_agent?.name ?? '—' },
      { id: 'openTickets', header: header('openTickets'), cell: (c) => c.open_tickets },
      { id: 'health', header: header('health'), cell: (c) => healthCell(c.health) },
      { id: 'actions', header: header('actions'), cell: linksCell },
    ];
  }, [t, healthCell, linksCell]);
  const texts = { responsible: t('companies.columns.responsible'), openTickets: t('companies.columns.openTickets') };
  return (
    <ListFrame
      remote="management"
      name="companies"
      title={t('screens.companyList')}
      query={list}
      empty={{ text: t('companies.empty') }}
      search={<ListSearch label={t('companies.search')} value={params.search} onChange={(search) => filter({ search })} />}
      filters={
        <Field label={t('companies.sort')}>
          <Select value={params.sort} onChange={(_event, data) => filter({ sort: data.value as CompanySort })}>
            {COMPANY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`companies.sorts.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      }
      actions={
        can(me, 'companies.create') ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.company.create())}>
            {t('companies.add')}
          </Button>
        ) : undefined
      }
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(c) => c.id}
          label={t('screens.companyList')}
          data-testid="company-table"
          rowProps={rowProps}
        />
      )}
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(c) => c.id}
          label={t('screens.companyList')}
          cardProps={cardProps}
          card={(c, kit) => (
            <>
              <div className={LIGHT.cardTitle}>
                {c.tag} — {kit.link(paths.staff.company.edit(c.id), c.name)}
              </div>
              <div className={LIGHT.caption}>
                {texts.responsible}: {c.responsible_agent?.name ?? '—'} · {texts.openTickets}: {c.open_tickets}
              </div>
              {healthCell(c.health)}
              {linksCell(c, kit)}
            </>
          )}
        />
      )}
    />
  );
}
