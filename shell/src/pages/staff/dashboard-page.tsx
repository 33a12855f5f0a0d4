/**
 * /admin: the day's figures for the selected company (or all): open, unassigned and waiting tickets, SLA
 * due today and breached, and my reported time this week. Each card opens the matching ticket list.
 */
import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Text,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AlertUrgentRegular,
  ArrowClockwiseRegular,
  CheckmarkCircleRegular,
  ClockRegular,
  PersonQuestionMarkRegular,
  HourglassHalfRegular,
  TicketDiagonalRegular,
  TimerRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useDashboard, type DashboardFigures } from './dashboard-api.ts';

type Figure = keyof DashboardFigures;

interface CardSpec {
  figure: Figure;
  icon: ReactElement;
  /** Ticket list the card opens. */
  to?: string;
  /** Needs attention when above zero. */
  alert?: boolean;
}

const CARDS: CardSpec[] = [
  { figure: 'open_tickets', icon: <TicketDiagonalRegular />, to: '/admin/ticket?filter=not-resolved' },
  { figure: 'unassigned_tickets', icon: <PersonQuestionMarkRegular />, to: '/admin/ticket?filter=not-assigned', alert: true },
  { figure: 'sla_due_today', icon: <ClockRegular />, to: '/admin/ticket?filter=not-resolved', alert: true },
  { figure: 'sla_breached', icon: <AlertUrgentRegular />, to: '/admin/ticket?filter=not-resolved', alert: true },
  { figure: 'my_minutes_this_week', icon: <TimerRegular /> },
  { figure: 'waiting_tickets', icon: <HourglassHalfRegular />, to: '/admin/ticket?filter=waiting' },
];

/** Minutes as hh:mm (spec §9: time is shown hh:mm). */
export function minutesToHhMm(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  title: { marginRight: 'auto' },
  meta: { color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { rowGap: tokens.spacingVerticalS, minHeight: '132px' },
  cardTop: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1, display: 'flex' },
  alertIcon: { color: tokens.colorPaletteRedForeground1 },
  value: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  alertValue: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
  link: { color: tokens.colorBrandForegroundLink, marginTop: 'auto' },
});

function FigureCard({ spec, value }: { spec: CardSpec; value: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const alert = !!spec.alert && value > 0;
  const shown = spec.figure === 'my_minutes_this_week' ? minutesToHhMm(value) : String(value);
  return (
    <Card className={styles.card} data-figure={spec.figure}>
      <div className={styles.cardTop}>
        <span className={mergeClasses(styles.icon, alert && styles.alertIcon)} aria-hidden>
          {spec.icon}
        </span>
        <Text weight="semibold" as="h2">
          {t(`dashboard.cards.${spec.figure}`)}
        </Text>
      </div>
      <span className={mergeClasses(styles.value, alert && styles.alertValue)}>{shown}</span>
      <Text size={200} className={styles.hint}>
        {t(`dashboard.hints.${spec.figure}`)}
      </Text>
      {spec.to && (
        <RouterLink className={styles.link} to={spec.to} aria-label={`${t('dashboard.show')}: ${t(`dashboard.cards.${spec.figure}`)}`}>
          {t('dashboard.show')}
        </RouterLink>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { company, data, isPending, error, refetch, isFetching, dataUpdatedAt } = useDashboard();
  const allClear = data && data.open_tickets === 0 && data.waiting_tickets === 0;

  return (
    <section className={styles.root} aria-busy={isPending}>
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {t('dashboard.title')}
        </Title2>
        {company === 'all' && <Text className={styles.meta}>{t('dashboard.allCompanies')}</Text>}
        {data && <Text className={styles.meta}>{t('dashboard.updated', { time: dayjs(dataUpdatedAt).format('HH:mm') })}</Text>}
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void refetch()} disabled={isFetching}>
          {t('dashboard.refresh')}
        </Button>
      </header>

      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('dashboard.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void refetch()}>{t('actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}

      {allClear && (
        <MessageBar intent="success" icon={<CheckmarkCircleRegular />}>
          <MessageBarBody>{t('dashboard.allClear')}</MessageBarBody>
        </MessageBar>
      )}

      {isPending && !error && (
        <div className={styles.grid} aria-label={t('loading')}>
          {CARDS.map((spec) => (
            <Card key={spec.figure} className={styles.card}>
              <Skeleton>
                <SkeletonItem size={16} />
                <SkeletonItem size={40} style={{ marginTop: 12 }} />
                <SkeletonItem size={12} style={{ marginTop: 12 }} />
              </Skeleton>
            </Card>
          ))}
        </div>
      )}

      {data && (
        <div className={styles.grid}>
          {CARDS.map((spec) => (
            <FigureCard key={spec.figure} spec={spec} value={data[spec.figure] ?? 0} />
          ))}
        </div>
      )}
    </section>
  );
}
