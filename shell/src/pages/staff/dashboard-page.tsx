/**
 * /admin: the day's figures for the selected company (or all): open, unassigned and waiting tickets, SLA
 * due today and breached, and my reported time this week. Each card opens the matching ticket list.
 */
import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useDashboard } from './dashboard-api.ts';
import { DASHBOARD_CARD_MIN_HEIGHT_PX } from './dashboard-sizes.ts';
import { deferredModule, useDeferredModule } from '../../app/use-deferred-module.ts';
import { Notice } from '../../app/notice.tsx';

const loadFigures = deferredModule(() => import('./dashboard-figures.tsx'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  title: { marginRight: 'auto' },
  meta: { color: tokens.colorNeutralForeground3 },
  placeholder: { minHeight: `${DASHBOARD_CARD_MIN_HEIGHT_PX}px` },
});

export function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { company, data, isPending, error, refetch, isFetching, dataUpdatedAt } = useDashboard();
  const allClear = data && data.open_tickets === 0 && data.waiting_tickets === 0;
  // The cards' chunk loads after the heading, while the figures do.
  const cards = useDeferredModule(loadFigures);

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
        <Notice intent="error" actions={<Button onClick={() => void refetch()}>{t('actions.retry')}</Button>}>
          {t('dashboard.loadError')}
        </Notice>
      )}

      {allClear && (
        <Notice intent="success" icon={<CheckmarkCircleRegular />}>
          {t('dashboard.allClear')}
        </Notice>
      )}

      {(data || (isPending && !error)) &&
        (cards ? <cards.DashboardFigures figures={data} /> : <div className={styles.placeholder} aria-label={t('loading')} />)}
    </section>
  );
}
