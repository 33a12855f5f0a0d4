/** `/admin/company`: companies with TAG, responsible agent, open tickets and contract health; search, sort, pages. */
import { useState } from 'react';
import {
  Button,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { can, currentUserAtom, paths } from '@helpdesk/shared';
import { COMPANY_SORTS, type CompanySort } from '@helpdesk/shared/enums';
import type { CompanyRow } from '@helpdesk/shared/resources';
import { ListFrame, ListSearch } from '@helpdesk/shared/remote';
import { companyListQuery, type CompanyListParams } from '../api/companies.ts';
import { ContractHealth } from './contract-health.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  links: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

export function CompanyListScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const me = useAtomValue(currentUserAtom);
  const [params, setParams] = useState<CompanyListParams>({ page: 1, search: '', sort: 'name' });
  const list = useQuery(companyListQuery(params));
  const links = (c: CompanyRow) => (
    <span className={styles.links}>
      <Link to={paths.staff.company.edit(c.id)}>{t('companies.edit')}</Link>
      <Link to={paths.staff.company.evaluations(c.id)}>{t('companies.evaluations')}</Link>
    </span>
  );
  return (
    <ListFrame
      remote="management"
      name="companies"
      title={t('screens.companyList')}
      query={list}
      empty={{ text: t('companies.empty') }}
      search={
        <ListSearch label={t('companies.search')} value={params.search} onChange={(search) => setParams({ ...params, search, page: 1 })} />
      }
      filters={
        <Field label={t('companies.sort')}>
          <Select value={params.sort} onChange={(_event, data) => setParams({ ...params, sort: data.value as CompanySort, page: 1 })}>
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
      pagination={{ onPage: (page) => setParams({ ...params, page }) }}
      table={(rows) => (
        <Table aria-label={t('screens.companyList')} data-testid="company-table">
          <TableHeader>
            <TableRow>
              {(['tag', 'name', 'responsible', 'openTickets', 'health', 'actions'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`companies.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id} data-testid="company-row">
                <TableCell>
                  <strong>{c.tag}</strong>
                </TableCell>
                <TableCell>
                  <Link to={paths.staff.company.edit(c.id)}>{c.name}</Link>
                </TableCell>
                <TableCell>{c.responsible_agent?.name ?? '—'}</TableCell>
                <TableCell>{c.open_tickets}</TableCell>
                <TableCell>
                  <ContractHealth health={c.health} compact />
                </TableCell>
                <TableCell>{links(c)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      cards={(rows) => (
        <div>
          {rows.map((c) => (
            <div key={c.id} className={styles.card} data-testid="company-card">
              <Text weight="semibold">
                {c.tag} — <Link to={paths.staff.company.edit(c.id)}>{c.name}</Link>
              </Text>
              <Text size={200}>
                {t('companies.columns.responsible')}: {c.responsible_agent?.name ?? '—'} · {t('companies.columns.openTickets')}:{' '}
                {c.open_tickets}
              </Text>
              <ContractHealth health={c.health} compact />
              {links(c)}
            </div>
          ))}
        </div>
      )}
    />
  );
}
