/**
 * The period of an overview report: whole months `from`–`to`, kept in the address (`?from=&to=`) so a link keeps
 * it; presets for the usual choices, or any two months.
 */
import { useCallback, useMemo } from 'react';
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface Period {
  from: string;
  to: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest range the server answers (its MAX_REPORT_MONTHS). */
const MAX_MONTHS = 24;

export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthCount = (p: Period) => {
  const [fy, fm] = p.from.split('-').map(Number) as [number, number];
  const [ty, tm] = p.to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm) + 1;
};

type Preset = 'last3' | 'last6' | 'last12' | 'thisYear' | 'lastYear';
const PRESETS: Preset[] = ['last3', 'last6', 'last12', 'thisYear', 'lastYear'];

function presetPeriod(preset: Preset, now = new Date()): Period {
  const current = monthKey(now);
  const year = now.getFullYear();
  switch (preset) {
    case 'last3':
      return { from: addMonths(current, -2), to: current };
    case 'last6':
      return { from: addMonths(current, -5), to: current };
    case 'last12':
      return { from: addMonths(current, -11), to: current };
    case 'thisYear':
      return { from: `${year}-01`, to: `${year}-12` };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}

/** The period in the address, or the default months up to the current one. */
export function usePeriod(defaultMonths = 12): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo<Period>(() => {
    const current = monthKey(new Date());
    const end = to && MONTH.test(to) ? to : current;
    const start = from && MONTH.test(from) && from <= end ? from : addMonths(end, -(defaultMonths - 1));
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
  const setMonth = (key: 'from' | 'to', value: string) => {
    if (!MONTH.test(value)) return;
    const next = { ...period, [key]: value };
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
        <Input className={styles.month} type="month" value={period.from} onChange={(_, d) => setMonth('from', d.value)} />
      </Field>
      <Field label={t('period.to')}>
        <Input className={styles.month} type="month" value={period.to} onChange={(_, d) => setMonth('to', d.value)} />
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
