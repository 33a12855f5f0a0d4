/**
 * /admin/ticket/show/:id — one ticket for an agent: header, SLA, details with their change actions, CC, the
 * conversation with replies and private notes, time reports, planned works, history, and who else is here.
 */
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Spinner,
  Tab,
  TabList,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, DismissRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom, errorStatus, MOBILE_MEDIA_QUERY, paths, usePresence } from '@helpdesk/shared';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { useTicketDetail } from '../api/ticket-detail.ts';
import { ConflictProvider } from '../hooks/conflict-context.tsx';
import { useUpdatedElsewhere } from '../hooks/use-updated-elsewhere.ts';
import { useMessageDeliveries } from '../hooks/use-message-deliveries.ts';
import { formatDateTime, formatMinutes as minutesToHhMm } from '@helpdesk/shared/format';
import { CcEditor } from './cc-editor.tsx';
import { ConflictBar } from './conflict-bar.tsx';
import { MessageThread } from './message-thread.tsx';
import { PlannedWorks } from './planned-works.tsx';
import { PresenceBar } from './presence-bar.tsx';
import { ReplyComposer } from './reply-composer.tsx';
import { SlaTimers } from './sla-timers.tsx';
import { ContractBalancePanel } from './contract-balance.tsx';
import { TicketDetails } from './ticket-details.tsx';
import { TicketHeader } from './ticket-header.tsx';
import { TicketHistory } from './ticket-history.tsx';
import { MergedBanner, RelatedTickets } from './ticket-links.tsx';
import { TimeReports } from './time-reports.tsx';

const SECTIONS = ['conversation', 'time', 'plannedWorks', 'history'] as const;
type Section = (typeof SECTIONS)[number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  back: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, color: tokens.colorBrandForegroundLink },
  // Two columns while the content area is wide enough, one below 991.98 px (spec §9) or when the shell's side
  // panels leave too little room: the details then follow the conversation.
  columns: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalL,
    [`@media ${MOBILE_MEDIA_QUERY}`]: { flexDirection: 'column', alignItems: 'stretch' },
  },
  main: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0, flex: '999 1 440px' },
  aside: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0, flex: '1 1 300px', maxWidth: '100%' },
  // Every tab in sight: a fourth tab ran past the column's edge ("History (4" at 1440 px in English).
  tabs: { flexWrap: 'wrap' },
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  state: { maxWidth: '640px', rowGap: tokens.spacingVerticalM },
});

function BackLink() {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <RouterLink to={paths.staff.ticketList()} className={styles.back}>
      <ArrowLeftRegular aria-hidden /> {t('show.backToList')}
    </RouterLink>
  );
}

function TicketPage({ ticket, refreshing }: { ticket: TicketDetail; refreshing: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const me = useAtomValue(currentUserAtom);
  const presence = usePresence(ticket.presence_channel, me?.data.id ?? null);
  // The open section is in the URL (?tab=time): a reload or a shared link opens the same one.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const section: Section = SECTIONS.includes(tab as Section) ? (tab as Section) : 'conversation';
  const setSection = (next: Section) =>
    setSearchParams(
      (params) => {
        if (next === 'conversation') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  const elsewhere = useUpdatedElsewhere(ticket.id);
  const deliveries = useMessageDeliveries(ticket.id);
  const tabs: { value: Section; label: string }[] = [
    { value: 'conversation', label: t('show.tabs.conversation') },
    { value: 'time', label: `${t('show.tabs.time')} (${minutesToHhMm(ticket.time_summary.total_minutes)})` },
    { value: 'plannedWorks', label: `${t('show.tabs.plannedWorks')} (${ticket.planned_works.length})` },
    { value: 'history', label: `${t('show.tabs.history')} (${ticket.history.length})` },
  ];

  return (
    <section className={styles.root} aria-busy={refreshing} data-testid="ticket-show" data-version={ticket.version}>
      <BackLink />
      <TicketHeader ticket={ticket} />
      <MergedBanner ticket={ticket} />
      <RelatedTickets ticket={ticket} />
      <PresenceBar others={presence.others} typing={presence.typing} />
      <ConflictBar version={ticket.version} />
      {elsewhere.updated && (
        <MessageBar intent="info" data-testid="updated-elsewhere">
          <MessageBarBody>{t('show.updatedElsewhere')}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" aria-label={t('show.close')} icon={<DismissRegular />} onClick={elsewhere.dismiss} />
            }
          />
        </MessageBar>
      )}
      {ticket.deleted_at && (
        <MessageBar intent="warning" data-testid="trashed">
          <MessageBarBody>{t('show.restore.banner', { date: formatDateTime(ticket.deleted_at) })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <TabList
            className={styles.tabs}
            size="small"
            selectedValue={section}
            onTabSelect={(_event, data) => setSection(data.value as Section)}
            aria-label={t('show.tabs.label')}
          >
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} id={`ticket-tab-${tab.value}`} aria-controls={`ticket-panel-${tab.value}`}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          <div className={styles.panel} role="tabpanel" id={`ticket-panel-${section}`} aria-labelledby={`ticket-tab-${section}`}>
            {section === 'conversation' && (
              <>
                <MessageThread ticket={ticket} deliveries={deliveries} />
                {/* A merged ticket is a read-only pointer: the conversation goes on on its target. */}
                {!ticket.merged_into && <ReplyComposer ticket={ticket} onTyping={presence.setTyping} />}
              </>
            )}
            {section === 'time' && <TimeReports ticket={ticket} />}
            {section === 'plannedWorks' && <PlannedWorks works={ticket.planned_works} />}
            {section === 'history' && <TicketHistory ticket={ticket} />}
          </div>
        </div>
        <aside className={styles.aside} aria-label={t('show.details.title')}>
          <Card>
            <CardHeader
              header={
                <Text as="h2" weight="semibold">
                  {t('show.sla.title')}
                </Text>
              }
            />
            <SlaTimers sla={ticket.sla} />
          </Card>
          <Card>
            <CardHeader
              header={
                <Text as="h2" weight="semibold">
                  {t('balance.title')}
                </Text>
              }
            />
            <ContractBalancePanel companyId={ticket.company.id} />
          </Card>
          <TicketDetails ticket={ticket} />
          <CcEditor ticket={ticket} />
        </aside>
      </div>
    </section>
  );
}

function LoadingState() {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <section className={styles.root} aria-busy="true">
      <BackLink />
      <Title2 as="h1">{t('screens.ticketShow')}</Title2>
      <Spinner size="small" label={t('show.loading')} labelPosition="after" />
      <Skeleton aria-hidden>
        <SkeletonItem size={28} />
        <SkeletonItem size={120} style={{ marginTop: 12 }} />
        <SkeletonItem size={120} style={{ marginTop: 12 }} />
      </Skeleton>
    </section>
  );
}

function ProblemState({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <section className={styles.root}>
      <BackLink />
      <Title2 as="h1">{notFound ? t('show.notFound.title') : t('screens.ticketShow')}</Title2>
      {notFound ? (
        <MessageBar intent="warning" data-testid="not-found">
          <MessageBarBody>{t('show.notFound.body')}</MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="error" data-testid="load-error">
          <MessageBarBody>{t('show.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onRetry}>{t('common.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </section>
  );
}

export function TicketShowScreen() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const query = useTicketDetail(valid ? id : 0);
  if (!valid) return <ProblemState notFound onRetry={() => undefined} />;
  if (query.data) {
    return (
      // A new ticket id is a new page: no conflict notice carries over.
      <ConflictProvider key={id}>
        <TicketPage ticket={query.data} refreshing={query.isFetching} />
      </ConflictProvider>
    );
  }
  if (query.isError) return <ProblemState notFound={errorStatus(query.error) === 404} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
