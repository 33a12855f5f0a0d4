/**
 * The ticket's company's contract balance this month: hours used (not rejected; the accepted part beside it, explained
 * in a tooltip) and left (in total and per staff type) and visits,
 * amber from 80 % of a package and red from 100 %. Refreshed live when a time report is added anywhere in the company.
 */
import { Badge, Caption1, makeStyles, ProgressBar, Spinner, Text, tokens, Tooltip, type BadgeProps } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@helpdesk/shared/format';
import { useFormats } from '@helpdesk/shared/use-formats';
import type { BalanceFigure, BalanceLevel } from '@helpdesk/shared/resources';
import { companyBalanceQuery } from '../api/contract-balance.ts';

const BADGE: Record<BalanceLevel, BadgeProps['color']> = { none: 'subtle', ok: 'success', warning: 'warning', exceeded: 'danger' };
const BAR: Record<BalanceLevel, 'brand' | 'success' | 'warning' | 'error'> = {
  none: 'brand',
  ok: 'success',
  warning: 'warning',
  exceeded: 'error',
};

const useStyles = makeStyles({
  list: { display: 'grid', rowGap: tokens.spacingVerticalS, margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  name: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  detail: { gridColumn: '1 / -1', margin: 0, color: tokens.colorNeutralForeground2 },
  // Its own line: Fluent's Text is inline even as a <p>, and ran into the figure above it ("…00:00W tym…").
  accepted: {
    display: 'block',
    margin: 0,
    color: tokens.colorNeutralForeground3,
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
  },
});

function Figure({ name, figure, unit, testId }: { name: string; figure: BalanceFigure; unit: 'hours' | 'visits'; testId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const formats = useFormats();
  const show = (n: number) => (unit === 'hours' ? formatMinutes(n) : formats.number(n));
  return (
    <div className={styles.row} data-testid={testId} data-level={figure.level}>
      <dt className={styles.name}>{name}</dt>
      <dd style={{ margin: 0 }}>
        <Badge appearance="filled" color={BADGE[figure.level]}>
          {figure.percent === null ? t('balance.noLimit') : formats.percent(figure.percent)}
        </Badge>
      </dd>
      <dd className={styles.detail}>
        <Text size={200}>
          {figure.package === null
            ? t('balance.usedOnly', { used: show(figure.used) })
            : t('balance.usedLeft', { used: show(figure.used), left: show(figure.left ?? 0), package: show(figure.package) })}
        </Text>
        {figure.pending > 0 && (
          <Tooltip content={t('balance.explain')} relationship="description" withArrow>
            <Text size={200} as="p" className={styles.accepted} data-testid={`${testId}-accepted`} tabIndex={0}>
              {t('balance.accepted', { accepted: show(figure.accepted), pending: show(figure.pending) })}
            </Text>
          </Tooltip>
        )}
        {figure.package !== null && (
          <ProgressBar
            aria-label={name}
            value={Math.min(1, figure.package === 0 ? 1 : figure.used / figure.package)}
            color={BAR[figure.level]}
            thickness="large"
          />
        )}
      </dd>
    </div>
  );
}

export function ContractBalancePanel({ companyId }: { companyId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const query = useQuery(companyBalanceQuery(companyId));
  if (query.isPending) return <Spinner size="tiny" label={t('balance.loading')} />;
  if (query.isError) return <Caption1 role="alert">{t('balance.error')}</Caption1>;
  const b = query.data;
  return (
    <dl className={styles.list} aria-label={t('balance.title')}>
      <Figure name={t('balance.hours')} figure={b.hours} unit="hours" testId="balance-hours" />
      {b.per_kind.map((k) => (
        <Figure key={k.kind} name={t(`balance.kinds.${k.kind}`)} figure={k} unit="hours" testId={`balance-kind-${k.kind}`} />
      ))}
      <Figure name={t('balance.visits')} figure={b.visits} unit="visits" testId="balance-visits" />
    </dl>
  );
}
