/**
 * Contract health: this month's use of each package as a bar, coloured by the server's level (the consumption's, by the
 * company's own alert levels — amber from the first, red from the second); the level and its threshold are said in words.
 */
import { Field, ProgressBar, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import type { ContractHealth as Health, ContractHealthBar } from '@helpdesk/shared/resources';
import type { TFunction } from 'i18next';

const useStyles = makeStyles({
  bars: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: '180px' },
});

const COLOUR = { ok: 'brand', warning: 'warning', exceeded: 'error' } as const;

/** The bar's level in words with the company's threshold it is measured by ("osiągnięto próg ostrzeżenia 50%"). */
const levelText = (t: TFunction<'management'>, bar: ContractHealthBar, [warning, limit]: Health['alert_levels']) =>
  t(`companies.health.levels.${bar.level}`, { warning, limit });

export function ContractHealth({ health }: { health: Health }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  if (!health.bars.length) return <Text size={200}>{t('companies.health.noPackage')}</Text>;
  return (
    <div className={styles.bars} data-testid="contract-health">
      {health.bars.map((bar) => {
        const amount = (n: number) => (bar.kind === 'arrivals' ? String(n) : formatMinutes(n));
        const value = t('companies.health.value', { used: amount(bar.used), package: amount(bar.package), percent: bar.percent });
        const level = levelText(t, bar, health.alert_levels);
        return (
          <Field
            key={bar.kind}
            size="small"
            label={`${t(`companies.health.kinds.${bar.kind}`)}: ${value}`}
            hint={level}
            validationState="none"
            data-testid="health-bar"
            data-kind={bar.kind}
            data-level={bar.level}
          >
            <ProgressBar
              value={Math.min(bar.percent, 100) / 100}
              color={COLOUR[bar.level]}
              thickness="large"
              aria-valuetext={`${value}; ${level}`}
            />
          </Field>
        );
      })}
    </div>
  );
}

// Fluent's small Field label over a medium ProgressBar, as plain elements.
const useLightStyles = makeStyles({
  bars: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: '180px' },
  bar: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  label: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground1 },
  track: {
    display: 'block',
    width: '100%',
    height: '2px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground6,
  },
  fill: { display: 'block', height: '100%', borderRadius: 'inherit' },
  ok: { backgroundColor: tokens.colorCompoundBrandBackground },
  warning: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3 },
  exceeded: { backgroundColor: tokens.colorPaletteRedBackground3 },
  none: { ...typographyStyles.caption1 },
});

/**
 * ContractHealth for a table's rows: the same bars, names and values as plain elements (a Field and a ProgressBar per
 * bar per row cost Fluent's hooks on every row); the texts and classes are made once per table.
 */
export function useHealthCell(): (health: Health) => ReactNode {
  const { t } = useTranslation('management');
  const styles = useLightStyles();
  return useMemo(() => {
    const noPackage = t('companies.health.noPackage');
    const kinds = new Map<Health['bars'][number]['kind'], string>();
    const kind = (name: Health['bars'][number]['kind']) => {
      if (!kinds.has(name)) kinds.set(name, t(`companies.health.kinds.${name}`));
      return kinds.get(name)!;
    };
    const fill = {
      ok: `${styles.fill} ${styles.ok}`,
      warning: `${styles.fill} ${styles.warning}`,
      exceeded: `${styles.fill} ${styles.exceeded}`,
    };
    return (health) => {
      if (!health.bars.length) return <span className={styles.none}>{noPackage}</span>;
      return (
        <div className={styles.bars} data-testid="contract-health">
          {health.bars.map((bar) => {
            const amount = (n: number) => (bar.kind === 'arrivals' ? String(n) : formatMinutes(n));
            const value = t('companies.health.value', { used: amount(bar.used), package: amount(bar.package), percent: bar.percent });
            const label = `${kind(bar.kind)}: ${value}`;
            const level = levelText(t, bar, health.alert_levels);
            const shown = Math.min(bar.percent, 100);
            return (
              // The title is the tooltip saying the level and the company's threshold behind the colour.
              <div key={bar.kind} className={styles.bar} data-testid="health-bar" data-kind={bar.kind} data-level={bar.level} title={level}>
                <span className={styles.label}>{label}</span>
                <span
                  role="progressbar"
                  className={styles.track}
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={shown}
                  aria-valuetext={`${value}; ${level}`}
                >
                  <span className={fill[bar.level]} style={{ width: `${shown}%` }} />
                </span>
              </div>
            );
          })}
        </div>
      );
    };
  }, [t, styles]);
}
