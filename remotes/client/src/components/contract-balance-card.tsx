/**
 * The company's contract this month for VIPs: hours and visits left and used (the consumption module's "used": not
 * rejected; the accepted part beside it), coloured by the server's level (the company's alert levels, 80 % and 100 % by
 * default), the burn-down of the hours package over the month's days so far and the day it runs out at this pace.
 * Refreshed live when a time report changes the balance.
 */
import { Badge, Button, Caption1, Card, makeStyles, Subtitle2, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@helpdesk/shared';
import { AcceptedNote, ListSkeleton } from '@helpdesk/shared/ui';
import { formatDate, formatMinutes } from '@helpdesk/shared/format';
import { useFormats } from '@helpdesk/shared/use-formats';
import type { BalanceLevel, ContractBalance } from '@helpdesk/shared/resources';
import { clientBalanceQuery } from '../api/contract-balance-api.ts';

const BADGE: Record<BalanceLevel, BadgeProps['color']> = { none: 'subtle', ok: 'success', warning: 'warning', exceeded: 'danger' };

/** `YYYY-MM` as the month's name and year in the interface language. */
const monthName = (month: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  chart: { width: '100%', height: '80px', display: 'block' },
});

function BurnDown({ balance }: { balance: ContractBalance }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const pkg = balance.hours.package;
  if (pkg === null || balance.burn_down.length === 0) return null;
  const [y, m] = balance.month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const top = Math.max(pkg, 1);
  const points = ['0,0', ...balance.burn_down.map((p, i) => `${((i + 1) / days) * 100},${80 - (p.left / top) * 80}`)].join(' ');
  const last = balance.burn_down.at(-1)!;
  return (
    <svg
      className={styles.chart}
      viewBox="0 0 100 80"
      preserveAspectRatio="none"
      role="img"
      aria-label={t('balance.burnDown', { left: formatMinutes(last.left), day: formatDate(last.day) })}
      data-testid="balance-burn-down"
    >
      <line x1="0" y1="0" x2="100" y2="80" stroke={tokens.colorNeutralStroke2} strokeDasharray="2 2" vectorEffect="non-scaling-stroke" />
      <polyline points={points} fill="none" stroke={tokens.colorBrandForeground1} strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** The balance card of the signed-in VIP's company (nothing for others: the server refuses them). */
export function ContractBalanceCard() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('client');
  const me = useAtomValue(currentUserAtom);
  const query = useQuery(clientBalanceQuery(me?.data.company_id ?? null));
  const formats = useFormats();
  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.isError)
    return (
      <Card className={styles.card} role="alert">
        <Text>{t('balance.error')}</Text>
        <Button onClick={() => void query.refetch()}>{t('balance.retry')}</Button>
      </Card>
    );
  const b = query.data;
  const left = (n: number | null, hours: boolean) => (n === null ? t('balance.noLimit') : hours ? formatMinutes(n) : formats.number(n));
  return (
    <section aria-label={t('balance.title')} className={styles.wrap}>
      <Caption1 className={styles.muted} data-testid="balance-month">
        {t('balance.month', { month: monthName(b.month, i18n.language) })}
      </Caption1>
      <div className={styles.cards}>
        <Card className={styles.card} data-testid="balance-hours" data-level={b.hours.level}>
          <Subtitle2 as="h2">{t('balance.hoursLeft')}</Subtitle2>
          <Text className={styles.figure} data-testid="balance-hours-left">
            {left(b.hours.left, true)}
          </Text>
          <Caption1 className={styles.muted} data-testid="balance-hours-used">
            {b.hours.package !== null ? (
              <>
                {t('balance.used', { used: formatMinutes(b.hours.used), package: formatMinutes(b.hours.package) })}{' '}
                <Badge appearance="filled" color={BADGE[b.hours.level]}>
                  {formats.percent(b.hours.percent)}
                </Badge>
              </>
            ) : (
              t('balance.usedOnly', { used: formatMinutes(b.hours.used) })
            )}
          </Caption1>
          {b.hours.pending > 0 && (
            <AcceptedNote
              accepted={formatMinutes(b.hours.accepted)}
              pending={formatMinutes(b.hours.pending)}
              of="hours"
              testId="balance-hours-accepted"
            />
          )}
          <BurnDown balance={b} />
          {b.terms.carried_over > 0 && (
            <Caption1 className={styles.muted} data-testid="balance-carried">
              {t('balance.carried', { hours: formatMinutes(b.terms.carried_over) })}
            </Caption1>
          )}
          {b.hours.package !== null && (
            <Caption1 data-testid="balance-runs-out">
              {b.used_up_on
                ? t('balance.usedUp', { day: formatDate(b.used_up_on) })
                : b.runs_out_on
                  ? t('balance.runsOut', { day: formatDate(b.runs_out_on) })
                  : t('balance.lasts')}
            </Caption1>
          )}
        </Card>
        <Card className={styles.card} data-testid="balance-visits" data-level={b.visits.level}>
          <Subtitle2 as="h2">{t('balance.visitsLeft')}</Subtitle2>
          <Text className={styles.figure}>{left(b.visits.left, false)}</Text>
          <Caption1 className={styles.muted} data-testid="balance-visits-used">
            {b.visits.package !== null ? (
              <>
                {t('balance.visitsUsed', { used: b.visits.used, package: b.visits.package })}{' '}
                <Badge appearance="filled" color={BADGE[b.visits.level]}>
                  {formats.percent(b.visits.percent)}
                </Badge>
              </>
            ) : (
              t('balance.usedOnly', { used: b.visits.used })
            )}
          </Caption1>
          {b.visits.pending > 0 && (
            <AcceptedNote
              accepted={formats.number(b.visits.accepted)}
              pending={formats.number(b.visits.pending)}
              of="visits"
              testId="balance-visits-accepted"
            />
          )}
        </Card>
      </div>
      <Caption1 className={styles.muted} data-testid="balance-terms">
        {t('balance.terms', {
          period:
            b.terms.start || b.terms.end
              ? t('balance.period', {
                  start: b.terms.start ? formatDate(b.terms.start) : '…',
                  end: b.terms.end ? formatDate(b.terms.end) : '…',
                })
              : t('balance.open'),
          renewal: t(`balance.renewals.${b.terms.renewal}`),
          carry: b.terms.carry_over_cap_hours === null ? t('balance.noCarry') : t('balance.carry', { hours: b.terms.carry_over_cap_hours }),
          warning: b.terms.alert_levels[0],
          limit: b.terms.alert_levels[1],
        })}
      </Caption1>
    </section>
  );
}
