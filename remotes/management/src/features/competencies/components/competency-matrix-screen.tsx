/**
 * `/admin/competencies`: agents × the 18 areas, each 0–3, coloured as a heat map. An agent changes its own row,
 * admins and managers any row (the server decides; `editable` says which); filter "who knows X at N or more", sort
 * by an area or by name, narrow by an agent's name.
 */
import { useMemo, useState } from 'react';
import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { addTranslations, currentUserAtom, errorMessage, toast } from '@helpdesk/shared';
import { COMPETENCY_AREAS } from '@helpdesk/shared/enums';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import type { CompetencyRow } from '@helpdesk/shared/resources';
import type { CompetencyArea } from '@helpdesk/shared/schemas';
import { competencyListQuery, NO_FILTERS, useSetCompetency, type CompetencyFilters } from '../api/competencies.ts';
import { competenciesEn } from '../i18n/en.ts';
import { competenciesPl } from '../i18n/pl.ts';

// The texts come with the screen's chunk, not with the remote's first route.
addTranslations('management', { pl: { competencies: competenciesPl }, en: { competencies: competenciesEn } });

const LEVELS = [0, 1, 2, 3] as const;
/** Heat-map shades of the levels 0–3 (background, text), light to strong. */
const HEAT = [
  { background: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground3 },
  { background: '#e3f1e6', color: '#14532d' },
  { background: '#9fd4ab', color: '#14532d' },
  { background: '#2e7d43', color: '#ffffff' },
] as const;

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  th: {
    padding: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    textAlign: 'center',
    verticalAlign: 'bottom',
    fontWeight: tokens.fontWeightSemibold,
    minWidth: '44px',
  },
  agent: {
    position: 'sticky',
    left: 0,
    background: tokens.colorNeutralBackground1,
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    whiteSpace: 'nowrap',
    zIndex: 1,
  },
  cell: { padding: '2px', textAlign: 'center', border: `1px solid ${tokens.colorNeutralStroke2}` },
  level: {
    width: '100%',
    minWidth: '40px',
    height: '28px',
    border: 'none',
    textAlign: 'center',
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusSmall,
  },
  readonly: { display: 'inline-block', width: '100%', lineHeight: '28px', borderRadius: tokens.borderRadiusSmall },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
  },
  swatch: {
    display: 'inline-block',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export function CompetencyMatrixScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const me = useAtomValue(currentUserAtom)?.data.id;
  const [filters, setFilters] = useState<CompetencyFilters>(NO_FILTERS);
  const [name, setName] = useState('');
  const list = useQuery(competencyListQuery(filters));
  const save = useSetCompetency();
  const area = (a: CompetencyArea) => t(`competencies.areas.${a}`);
  const set = (change: Partial<CompetencyFilters>) => setFilters({ ...filters, ...change });

  const rows = useMemo(() => {
    const needle = name.trim().toLocaleLowerCase();
    const all = list.data?.data ?? [];
    return needle ? all.filter((r) => r.agent.name.toLocaleLowerCase().includes(needle)) : all;
  }, [list.data, name]);
  const filtered = name.trim() !== '' || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const change = async (row: CompetencyRow, a: CompetencyArea, level: number) => {
    try {
      toast.success((await save.mutateAsync({ agentId: row.agent.id, area: a, level })).message);
    } catch (error) {
      toast.error(errorMessage(error) ?? t('competencies.saveFailed'));
    }
  };

  const levelCell = (row: CompetencyRow, a: CompetencyArea) => {
    const level = row.levels[a];
    const label = t('competencies.cell', { agent: row.agent.name, area: area(a) });
    if (!row.editable) {
      return (
        <span
          className={styles.readonly}
          style={HEAT[level]}
          aria-label={`${label}: ${level} (${t(`competencies.levels.${level}`)})`}
          data-level={level}
        >
          {level}
        </span>
      );
    }
    return (
      <select
        className={styles.level}
        style={HEAT[level]}
        aria-label={label}
        value={level}
        data-level={level}
        onChange={(e) => void change(row, a, Number(e.target.value))}
      >
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            {l} — {t(`competencies.levels.${l}`)}
          </option>
        ))}
      </select>
    );
  };

  return (
    <ScreenFrame
      remote="management"
      name="competencies"
      title={t('screens.competencies')}
      query={list}
      isEmpty={rows.length === 0}
      errorText={t('competencies.failed')}
      empty={{
        text: t('competencies.empty'),
        ...(filtered
          ? {
              action: (
                <Button
                  onClick={() => {
                    setFilters(NO_FILTERS);
                    setName('');
                  }}
                >
                  {t('competencies.clear')}
                </Button>
              ),
            }
          : {}),
      }}
      filters={
        <>
          <Input
            aria-label={t('competencies.search')}
            placeholder={t('competencies.search')}
            value={name}
            onChange={(_, d) => setName(d.value)}
          />
          <Select
            aria-label={t('competencies.area')}
            value={filters.area ?? ''}
            onChange={(_, d) =>
              set({ area: d.value ? (d.value as CompetencyArea) : null, min_level: d.value ? (filters.min_level ?? 2) : null })
            }
          >
            <option value="">{t('competencies.anyArea')}</option>
            {COMPETENCY_AREAS.map((a) => (
              <option key={a} value={a}>
                {area(a)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('competencies.minLevel')}
            value={filters.min_level ?? ''}
            disabled={!filters.area}
            onChange={(_, d) => set({ min_level: d.value === '' ? null : Number(d.value) })}
          >
            <option value="">—</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                ≥ {l} ({t(`competencies.levels.${l}`)})
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('competencies.sort')}
            value={filters.sort}
            onChange={(_, d) => set({ sort: d.value as CompetencyFilters['sort'] })}
          >
            <option value="name">{t('competencies.byName')}</option>
            {COMPETENCY_AREAS.map((a) => (
              <option key={a} value={a}>
                {t('competencies.byArea', { area: area(a) })}
              </option>
            ))}
          </Select>
        </>
      }
    >
      <div className={styles.legend}>
        <span>{t('competencies.legend')}</span>
        {LEVELS.map((l) => (
          <span key={l} className={styles.swatch} style={HEAT[l]}>
            {l} {t(`competencies.levels.${l}`)}
          </span>
        ))}
      </div>
      <TableScroll label={t('screens.competencies')}>
        <table className={styles.table} data-testid="competency-matrix">
          <thead>
            <tr>
              <th scope="col" className={`${styles.th} ${styles.agent}`}>
                {t('competencies.agent')}
              </th>
              {COMPETENCY_AREAS.map((a) => (
                <th key={a} scope="col" className={styles.th} title={area(a)}>
                  {area(a)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.agent.id} data-testid="competency-row" data-agent={row.agent.id}>
                <th scope="row" className={styles.agent}>
                  {row.agent.name} {row.agent.id === me && t('competencies.you')}
                </th>
                {COMPETENCY_AREAS.map((a) => (
                  <td key={a} className={styles.cell}>
                    {levelCell(row, a)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </ScreenFrame>
  );
}
