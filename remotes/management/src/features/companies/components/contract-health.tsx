/** Contract health: this month's use of each package as a bar, amber from 80 %, red from 100 %. */
import { Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import type { ContractHealth as Health } from '@helpdesk/shared/resources';
import { healthLevel } from '../lib/health-level.ts';

const useStyles = makeStyles({
  bars: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: '180px' },
});

const COLOUR = { ok: 'brand', warning: 'warning', over: 'error' } as const;

export function ContractHealth({ health, compact = false }: { health: Health; compact?: boolean }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  if (!health.bars.length) return <Text size={200}>{t('companies.health.noPackage')}</Text>;
  return (
    <div className={styles.bars} data-testid="contract-health">
      {health.bars.map((bar) => {
        const level = healthLevel(bar.percent);
        const amount = (n: number) => (bar.kind === 'arrivals' ? String(n) : formatMinutes(n));
        const value = t('companies.health.value', { used: amount(bar.used), package: amount(bar.package), percent: bar.percent });
        return (
          <Field
            key={bar.kind}
            size="small"
            label={`${t(`companies.health.kinds.${bar.kind}`)}: ${value}`}
            validationState="none"
            data-testid="health-bar"
            data-kind={bar.kind}
            data-level={level}
          >
            <ProgressBar
              value={Math.min(bar.percent, 100) / 100}
              color={COLOUR[level]}
              thickness={compact ? 'medium' : 'large'}
              aria-valuetext={value}
            />
          </Field>
        );
      })}
    </div>
  );
}
