/**
 * The dashboard's cards: one per figure, each opening the matching ticket list, and their skeletons while the
 * figures load. A chunk of its own (Card, Skeleton), fetched while the figures are, so the page's heading does
 * not wait for it (bench/bundle, "until render").
 */
import { Link as RouterLink } from 'react-router-dom';
import { Card, Skeleton, SkeletonItem, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertUrgentRegular } from '@fluentui/react-icons/svg/alert-urgent';
import { ClockRegular } from '@fluentui/react-icons/svg/clock';
import { PersonQuestionMarkRegular } from '@fluentui/react-icons/svg/person-question-mark';
import { HourglassHalfRegular } from '@fluentui/react-icons/svg/hourglass-half';
import { TicketDiagonalRegular } from '@fluentui/react-icons/svg/ticket-diagonal';
import { TimerRegular } from '@fluentui/react-icons/svg/timer';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures as Figures } from './dashboard-api.ts';
import { DASHBOARD_CARD_MIN_HEIGHT_PX } from './dashboard-sizes.ts';
import { paths } from '@helpdesk/shared';
import { formatMinutes } from '@helpdesk/shared/format';

type Figure = keyof Figures;

interface CardSpec {
  figure: Figure;
  icon: ReactElement;
  /** Ticket list the card opens. */
  to?: string;
  /** Needs attention when above zero. */
  alert?: boolean;
}

const CARDS: CardSpec[] = [
  { figure: 'open_tickets', icon: <TicketDiagonalRegular />, to: paths.staff.ticketList('not-resolved') },
  { figure: 'unassigned_tickets', icon: <PersonQuestionMarkRegular />, to: paths.staff.ticketList('not-assigned'), alert: true },
  { figure: 'sla_due_today', icon: <ClockRegular />, to: paths.staff.ticketList('not-resolved'), alert: true },
  { figure: 'sla_breached', icon: <AlertUrgentRegular />, to: paths.staff.ticketList('not-resolved'), alert: true },
  { figure: 'my_minutes_this_week', icon: <TimerRegular /> },
  { figure: 'waiting_tickets', icon: <HourglassHalfRegular />, to: paths.staff.ticketList('waiting') },
];

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { rowGap: tokens.spacingVerticalS, minHeight: `${DASHBOARD_CARD_MIN_HEIGHT_PX}px` },
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
  const shown = spec.figure === 'my_minutes_this_week' ? formatMinutes(value) : String(value);
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

/** The cards with their figures, or their skeletons while the figures load (`figures` undefined). */
export function DashboardFigures({ figures }: { figures: Figures | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!figures) {
    return (
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
    );
  }
  return (
    <div className={styles.grid}>
      {CARDS.map((spec) => (
        <FigureCard key={spec.figure} spec={spec} value={figures[spec.figure] ?? 0} />
      ))}
    </div>
  );
}
