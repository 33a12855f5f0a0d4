/**
 * The period of an overview report: whole months `from`–`to`, kept in the address (`?from=&to=`) so a link keeps
 * it; presets for the usual choices, or any two months.
 */
import { useCallback, useMemo } from 'react';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addMonths, businessMonth, isMonth, MAX_REPORT_MONTHS as MAX_MONTHS, monthCount as monthsIn } from '@helpdesk/shared/months';
import { renderNow } from '@helpdesk/shared';

export interface Period {
  from: string;
  to: string;
}

const monthCount = (p: Period) => monthsIn(p.from, p.to);

type Preset = 'last3' | 'last6' | 'last12' | 'thisYear' | 'lastYear';
const PRESETS: Preset[] = ['last3', 'last6', 'last12', 'thisYear', 'lastYear'];

function presetPeriod(preset: Preset, now = new Date(renderNow())): Period {
  // The business calendar's month and year (Poland), as the server counts them, not the browser's zone.
  const current = businessMonth(now);
  const year = Number(current.slice(0, 4));
  switch (preset) {
    case 'last3':
      return { from: addMonths(current, -2), to: current };
    case 'last6':
      return { from: addMonths(current, -5), to: current };
    case 'last12':
      return { from: addMonths(current, -11), to: current };
    case 'thisYear':
      // This year so far: a report reaches the current month at most (the server refuses later months).
      return { from: `${year}-01`, to: current };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}

/** The period in the address (its end no later than the current month), or the default months up to the current one. */
export function usePeriod(defaultMonths = 12): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo<Period>(() => {
    const current = businessMonth(new Date(renderNow()));
    const end = to && isMonth(to) && to <= current ? to : current;
    const start = from && isMonth(from) && from <= end ? from : addMonths(end, -(defaultMonths - 1));
    return monthCount({ from: start, to: end }) > MAX_MONTHS
      ? { from: addMonths(end, -(MAX_MONTHS - 1)), to: end }
      : { from: start, to: end };
  }, [from, to, defaultMonths]);
  const set = useCallback(
    (next: Period) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('from', next.from);
          out.set('to', next.to);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, set];
}

const useStyles = makeStyles({
  month: { width: '11rem' },
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'flex-end',
  },
});

export function PeriodPicker({ period, onChange }: { period: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const matching = PRESETS.find((p) => {
    const x = presetPeriod(p);
    return x.from === period.from && x.to === period.to;
  });
  const current = businessMonth(new Date(renderNow()));
  const setMonth = (key: 'from' | 'to', value: string) => {
    if (!isMonth(value)) return;
    const next = { ...period, [key]: value > current ? current : value };
    if (next.from > next.to) {
      if (key === 'from') next.to = next.from;
      else next.from = next.to;
    }
    if (monthCount(next) > MAX_MONTHS) {
      if (key === 'from') next.to = addMonths(next.from, MAX_MONTHS - 1);
      else next.from = addMonths(next.to, -(MAX_MONTHS - 1));
    }
    onChange(next);
  };
  return (
    <div className={styles.root}>
      <Field label={t('period.preset')}>
        <Select value={matching ?? ''} onChange={(_, d) => d.value && onChange(presetPeriod(d.value as Preset))}>
          {!matching && <option value="">{t('period.custom')}</option>}
          {PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('period.from')}>
        <Input className={styles.month} type="month" value={period.from} max={current} onChange={(_, d) => setMonth('from', d.value)} />
      </Field>
      <Field label={t('period.to')}>
        <Input className={styles.month} type="month" value={period.to} max={current} onChange={(_, d) => setMonth('to', d.value)} />
      </Field>
    </div>
  );
}

/** `listopad 2026` / `November 2026`. */
export function monthLabel(month: string, language: string | undefined): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pl-PL', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
