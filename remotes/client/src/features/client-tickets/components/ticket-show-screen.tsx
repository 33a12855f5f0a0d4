/**
 * /ticket/show/:id — the public side of one ticket: facts, the thread (never private notes, time or history: the
 * API does not send them to clients), a reply box, "close as resolved", and the rating once resolved. An agent's
 * reply arrives live: the shell invalidates the tickets queries on the company channel's TicketUpdated.
 */
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { errorStatus, paths, toast } from '@helpdesk/shared';
import { ConfirmDialog, ListError, useIsMobile } from '@helpdesk/shared/ui';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { EvaluationPanel } from './evaluation-panel.tsx';
import { useCloseTicket, useTicketsRefresh } from '../api/ticket-actions.ts';
import { ticketDetailQuery } from '../api/ticket-detail.ts';
import { MessageThread } from './message-thread.tsx';
import { ReplyBox } from './reply-box.tsx';
import { TicketFacts } from './ticket-facts.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  main: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  side: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
});

export function TicketShowScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...ticketDetailQuery(id), enabled: valid });
  const ticket = query.data;

  const refresh = useTicketsRefresh();
  const closing = useCloseTicket(id);

  const close = async () => {
    if (!ticket) return;
    const answer = await closing.mutateAsync(ticket.version);
    toast.success(answer.message ?? t('tickets.close.done'));
  };

  if (!valid || (query.isError && !ticket)) {
    const status = errorStatus(query.error);
    const missing = !valid || status === 404 || status === 403;
    return (
      <ScreenFrame remote="client" name="ticket-show" title={t('screens.ticketShow')}>
        {missing ? (
          <MessageBar intent="warning" data-testid="ticket-missing">
            <MessageBarBody>{t('tickets.show.missing')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => navigate(paths.client.ticketList())}>{t('tickets.show.backToList')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </ScreenFrame>
    );
  }

  if (!ticket) {
    return (
      <ScreenFrame remote="client" name="ticket-show" title={t('screens.ticketShow')} busy>
        <Spinner label={t('common.loading')} />
      </ScreenFrame>
    );
  }

  const resolved = ticket.status === 'resolved';
  // Merged into another ticket: a read-only pointer (the server refuses answers to it).
  const merged = ticket.merged_into;
  return (
    <ScreenFrame
      remote="client"
      name="ticket-show"
      title={`${ticket.fullid} · ${ticket.subject}`}
      busy={query.isFetching}
      actions={
        !resolved &&
        !merged && (
          <ConfirmDialog
            trigger={<Button icon={<CheckmarkCircleRegular />}>{t('tickets.close.action')}</Button>}
            title={t('tickets.close.title')}
            body={t('tickets.close.body')}
            confirmLabel={t('tickets.close.confirm')}
            onConfirm={close}
          />
        )
      }
    >
      <div className={mergeClasses(styles.layout, mobile && styles.single)}>
        <div className={styles.main}>
          {merged && (
            <MessageBar intent="info" layout="multiline" data-testid="merged-into">
              <MessageBarBody>
                <MessageBarTitle>
                  {t('tickets.show.mergedInto')}{' '}
                  <RouterLink className={styles.link} to={paths.client.ticketShow(merged.id)}>
                    {merged.fullid}
                  </RouterLink>
                </MessageBarTitle>
                {t('tickets.show.mergedBody')}
              </MessageBarBody>
            </MessageBar>
          )}
          {!merged && <EvaluationPanel ticketId={ticket.id} resolved={resolved} />}
          <MessageThread ticket={ticket} />
          {!merged && <ReplyBox ticket={ticket} onSent={refresh} />}
        </div>
        <aside className={styles.side} aria-label={t('tickets.show.details')}>
          <TicketFacts ticket={ticket} />
        </aside>
      </div>
    </ScreenFrame>
  );
}
