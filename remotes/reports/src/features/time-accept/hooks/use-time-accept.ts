/**
 * What the time acceptance screen knows and does, apart from how it looks: the filters and the page, the list and the
 * choices, which waiting reports are selected, the accept and reject decisions with their toasts, and the reports a
 * rejection is being asked for.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, companyChoicesQuery, errorMessage, toast, validationErrors } from '@helpdesk/shared';
import { useChooseCompany, useCompanyFilter } from '@helpdesk/shared/remote';
import { DEFAULT_PAGE_SIZE } from '@helpdesk/shared/ui';
import { NO_FILTERS, timeAcceptQuery, useDecideTimeReports, type TimeAcceptFilters } from '../api/time-accept.ts';
import { decidable } from '../lib/report-state.ts';

export function useTimeAccept() {
  const { t } = useTranslation('reports');
  const [ownFilters, setFilters] = useState<TimeAcceptFilters>(NO_FILTERS);
  // The company selector is the staff company filter (the sidebar's, in the address): one choice, shown alike in both.
  const company = useCompanyFilter();
  const chooseCompany = useChooseCompany();
  const filters = useMemo(() => ({ ...ownFilters, company_id: company === 'all' ? null : company }), [ownFilters, company]);
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const list = useQuery(timeAcceptQuery(filters, paging));
  const agents = useQuery(agentChoicesQuery).data ?? [];
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const decide = useDecideTimeReports();

  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  // Only waiting reports still in the list can stay selected (a decision elsewhere removes them live).
  const chosen = rows.filter((item) => selected.has(item.id) && decidable(item)).map((item) => item.id);
  const open = rows.filter(decidable);
  const set = (change: Partial<TimeAcceptFilters>) => {
    const { company_id: chosen, ...own } = change;
    setFilters({ ...ownFilters, ...own });
    if (chosen !== undefined && chosen !== filters.company_id) chooseCompany(chosen ?? 'all');
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected(new Set());
  };
  const filtered = JSON.stringify({ ...filters, status: 'pending' }) !== JSON.stringify(NO_FILTERS);
  const toggle = (id: number, on: boolean) => setSelected((now) => new Set([...now].filter((x) => x !== id).concat(on ? [id] : [])));
  const selectAll = (on: boolean) => setSelected(new Set(on ? open.map((i) => i.id) : []));
  const allChecked = open.length > 0 && chosen.length === open.length;
  const someChecked = !allChecked && chosen.length > 0;

  const accept = async (ids: number[]) => {
    try {
      const { message } = await decide.mutateAsync({ kind: 'accept', ids });
      toast.success(message);
      setSelected(new Set());
    } catch (error) {
      toast.error(errorMessage(error) ?? t('timeAccept.error'));
    }
  };
  const reject = async (reason: string): Promise<string | null> => {
    try {
      const { message } = await decide.mutateAsync({ kind: 'reject', ids: rejecting ?? [], reason });
      toast.success(message);
      setSelected(new Set());
      return null;
    } catch (error) {
      const fields = validationErrors(error);
      if (fields?.reason?.[0]) return fields.reason[0];
      toast.error(errorMessage(error) ?? t('timeAccept.error'));
      return null;
    }
  };

  const pagination = {
    perPage: paging.perPage,
    onPage: (page: number) => {
      setPaging((p) => ({ ...p, page }));
      setSelected(new Set());
    },
    onPerPage: (perPage: number) => {
      setPaging({ page: 1, perPage });
      setSelected(new Set());
    },
  };

  return {
    filters,
    set,
    filtered,
    list,
    rows,
    agents,
    companies,
    pagination,
    selection: { selected, chosen, open, toggle, selectAll, allChecked, someChecked },
    decisions: { busy: decide.isPending, accept, reject, rejecting, askReject: setRejecting, cancelReject: () => setRejecting(null) },
  };
}
