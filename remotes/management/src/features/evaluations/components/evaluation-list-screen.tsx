/**
 * `/admin/evaluation` (admins: every evaluation) and `/admin/company/evaluations/:id` (one company, for whoever may
 * see it): the summary with its charts, filters by company, agent, rating, reason and period, and the evaluations
 * with a link to each ticket.
 */
import { useMemo } from 'react';
import { Button, Field, Input, Select, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { agentChoicesQuery, companyChoicesQuery, paths } from '@helpdesk/shared';
import { EVALUATION_REASONS } from '@helpdesk/shared/enums';
import { formatDateTime } from '@helpdesk/shared/format';
import {
  LIGHT,
  LightCards,
  LightTable,
  ListFrame,
  ScreenFrame,
  cachedText,
  useLightBadges,
  useListScreen,
  type LightCellKit,
  type LightColumn,
} from '@helpdesk/shared/remote';
import { ListEmpty } from '@helpdesk/shared/ui';
import type { EvaluationRow } from '@helpdesk/shared/resources';
import { evaluationListQuery, NO_FILTERS, PER_PAGE, type EvaluationFilters } from '../api/evaluations.ts';
import { EvaluationSummary } from './evaluation-summary.tsx';

const RATINGS = [1, 2, 3, 4, 5] as const;
const rowProps = () => ({ 'data-testid': 'evaluation-row' });

const useStyles = makeStyles({
  date: { maxWidth: '170px' },
});

const ratingColor = (rating: number) => (rating <= 2 ? 'danger' : rating === 3 ? 'warning' : 'success');

export function EvaluationListScreen() {
  return <EvaluationList />;
}

export function CompanyEvaluationListScreen() {
  const { t } = useTranslation('management');
  const { id } = useParams();
  const companyId = Number(id);
  if (!Number.isInteger(companyId) || companyId <= 0) {
    return (
      <ScreenFrame remote="management" name="company-evaluations" title={t('screens.companyEvaluations')}>
        <ListEmpty text={t('evaluations.notFound')} />
      </ScreenFrame>
    );
  }
  return <EvaluationList companyId={companyId} />;
}

function EvaluationList({ companyId }: { companyId?: number }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const badges = useLightBadges();
  const navigate = useNavigate();
  const {
    params: filters,
    list,
    filter: set,
    reset,
    filtered,
    pagination,
  } = useListScreen(NO_FILTERS, (f: EvaluationFilters) => evaluationListQuery(f, companyId), { perPage: PER_PAGE });
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const agents = useQuery(agentChoicesQuery).data ?? [];
  const company = companyId ? companies.find((c) => c.id === companyId) : undefined;
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));

  const title = companyId
    ? company
      ? t('evaluations.companyTitle', { name: company.name })
      : t('screens.companyEvaluations')
    : t('screens.evaluations');
  const reason = (e: EvaluationRow) => (e.reason ? t(`evaluations.reasons.${e.reason}`) : '—');
  // The rating's name once per rating (five), not per row; its badge as a plain span in Fluent's filled look.
  const ratingName = useMemo(
    () => cachedText((r: number) => `${t('evaluations.columns.rating')}: ${t('evaluations.ratingLabel', { rating: r })}`),
    [t],
  );
  const rating = (e: EvaluationRow) => (
    <span className={badges.filled[ratingColor(e.rating)]} role="img" aria-label={ratingName(e.rating)}>
      {e.rating}
    </span>
  );
  const ticket = (e: EvaluationRow, kit: LightCellKit) =>
    kit.link(paths.staff.ticketShow(e.ticket.id), `${e.ticket.fullid} — ${e.ticket.subject}`);
  const column = (c: 'rating' | 'ticket' | 'agent' | 'company' | 'user' | 'date' | 'reason' | 'comment') => t(`evaluations.columns.${c}`);
  const columns: LightColumn<EvaluationRow>[] = [
    { id: 'rating', header: column('rating'), cell: rating },
    { id: 'ticket', header: column('ticket'), cell: ticket },
    { id: 'agent', header: column('agent'), cell: (e) => e.agent?.name ?? '—' },
    { id: 'company', header: column('company'), cell: (e) => e.company.tag },
    { id: 'user', header: column('user'), cell: (e) => e.user?.name ?? '—' },
    { id: 'date', header: column('date'), cell: (e) => formatDateTime(e.created_at) },
    { id: 'reason', header: column('reason'), cell: reason },
    { id: 'comment', header: column('comment'), cell: (e) => e.comment ?? '—' },
  ];

  return (
    <ListFrame
      remote="management"
      name={companyId ? 'company-evaluations' : 'evaluations'}
      title={title}
      query={list}
      errorText={t('evaluations.notFound')}
      empty={{
        text: t('evaluations.empty'),
        ...(filtered ? { action: <Button onClick={reset}>{t('evaluations.clear')}</Button> } : {}),
      }}
      actions={
        companyId ? (
          <Button onClick={() => void navigate(paths.staff.company.list())}>{t('evaluations.backToCompanies')}</Button>
        ) : undefined
      }
      filters={
        <>
          {!companyId && (
            <Select
              aria-label={t('evaluations.columns.company')}
              value={filters.company_id ?? ''}
              onChange={(_, d) => set({ company_id: numberOrNull(d.value) })}
            >
              <option value="">{t('evaluations.anyCompany')}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.tag} — {c.name}
                </option>
              ))}
            </Select>
          )}
          <Select
            aria-label={t('evaluations.columns.agent')}
            value={filters.agent_id ?? ''}
            onChange={(_, d) => set({ agent_id: numberOrNull(d.value) })}
          >
            <option value="">{t('evaluations.anyAgent')}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('evaluations.columns.rating')}
            value={filters.rating ?? ''}
            onChange={(_, d) => set({ rating: numberOrNull(d.value) })}
          >
            <option value="">{t('evaluations.anyRating')}</option>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {t('evaluations.ratingLabel', { rating: r })}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('evaluations.columns.reason')}
            value={filters.reason ?? ''}
            onChange={(_, d) => set({ reason: d.value ? (d.value as EvaluationFilters['reason']) : null })}
          >
            <option value="">{t('evaluations.anyReason')}</option>
            {EVALUATION_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`evaluations.reasons.${r}`)}
              </option>
            ))}
          </Select>
          <Field label={t('evaluations.from')} className={styles.date}>
            <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(_, d) => set({ from: d.value })} />
          </Field>
          <Field label={t('evaluations.to')} className={styles.date}>
            <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(_, d) => set({ to: d.value })} />
          </Field>
        </>
      }
      pagination={pagination}
      summary={list.data && <EvaluationSummary summary={list.data.summary} />}
      table={(rows) => (
        <LightTable rows={rows} columns={columns} rowKey={(e) => e.id} label={title} data-testid="evaluation-table" rowProps={rowProps} />
      )}
      cards={(rows) => (
        <LightCards
          rows={rows}
          rowKey={(e) => e.id}
          label={title}
          cardProps={rowProps}
          card={(e, kit) => (
            <>
              <span className={LIGHT.cardLine}>
                {rating(e)} {ticket(e, kit)}
              </span>
              <span>
                {e.company.tag} · {e.agent?.name ?? '—'} · {formatDateTime(e.created_at)}
              </span>
              {e.reason && <span>{reason(e)}</span>}
              {e.comment && <span className={LIGHT.caption}>{e.comment}</span>}
            </>
          )}
        />
      )}
    />
  );
}
