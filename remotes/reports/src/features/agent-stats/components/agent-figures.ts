/** The columns of an agent's figures, shared by the list (one row per agent) and the detail (one row per month). */
import type { TFunction } from 'i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import type { AgentFigures } from '@helpdesk/shared/resources';
import { decimalText, percentOf, ratioOf } from '../../../components/figure-cards.tsx';
import type { Column } from '../../../components/figures-table.tsx';

export const durationText = (minutes: number | null) => (minutes === null ? '—' : formatMinutes(minutes));
export const utilisationText = (f: AgentFigures) => (f.utilisation === null ? '—' : `${f.utilisation}%`);
export const averageText = (f: AgentFigures, language: string | undefined) => decimalText(f.evaluations.average, language);

export function figureColumns<R>(t: TFunction, figures: (row: R) => AgentFigures, language: string | undefined): Column<R>[] {
  return [
    { key: 'assigned', header: t('agents.assigned'), value: (r) => figures(r).assigned, numeric: true },
    { key: 'resolved', header: t('agents.resolved'), value: (r) => figures(r).resolved, numeric: true },
    {
      key: 'mfr',
      header: t('agents.medianFirstResponse'),
      value: (r) => durationText(figures(r).median_first_response_minutes),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).median_first_response_minutes },
    },
    {
      key: 'mres',
      header: t('agents.medianResolution'),
      value: (r) => durationText(figures(r).median_resolution_minutes),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).median_resolution_minutes },
    },
    {
      key: 'sla',
      header: t('agents.slaMet'),
      value: (r) => percentOf(figures(r).sla),
      numeric: true,
      exported: { kind: 'percent', value: (r) => ratioOf(figures(r).sla) },
    },
    { key: 'reopened', header: t('agents.reopened'), value: (r) => figures(r).reopened, numeric: true },
    {
      key: 'evaluation',
      header: t('agents.evaluation'),
      value: (r) => figures(r).evaluations.average ?? '—',
      render: (r) => averageText(figures(r), language),
      numeric: true,
      exported: { kind: 'decimal', value: (r) => figures(r).evaluations.average },
    },
    {
      key: 'normal',
      header: t('agents.normal'),
      value: (r) => formatMinutes(figures(r).hours.normal),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).hours.normal },
    },
    {
      key: 'overtime',
      header: t('agents.overtime'),
      value: (r) => formatMinutes(figures(r).hours.overtime),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).hours.overtime },
    },
    {
      key: 'outside',
      header: t('agents.outsideContract'),
      value: (r) => formatMinutes(figures(r).hours.outside_contract),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).hours.outside_contract },
    },
    {
      key: 'internal',
      header: t('agents.internal'),
      value: (r) => formatMinutes(figures(r).hours.internal),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).hours.internal },
    },
    {
      key: 'expected',
      header: t('agents.expected'),
      value: (r) => formatMinutes(figures(r).expected_minutes),
      numeric: true,
      exported: { kind: 'duration', value: (r) => figures(r).expected_minutes },
    },
    {
      key: 'utilisation',
      header: t('agents.utilisation'),
      value: (r) => utilisationText(figures(r)),
      numeric: true,
      exported: { kind: 'percent', decimals: 1, value: (r) => (figures(r).utilisation === null ? null : figures(r).utilisation! / 100) },
    },
  ];
}
