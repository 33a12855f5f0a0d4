/** The ticket's title line: number, subject, status and priority, company and requester, and trash / restore. */
import { Badge, Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, SenderVerificationMark, useThreadWriterTexts } from '@helpdesk/shared/ui';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { restoreTicket, trashTicket, useTicketMutation } from '../api/ticket-actions.ts';
import { useTicketLabels } from '../hooks/use-ticket-labels.ts';
import { formatDateTime, textColourOn } from '@helpdesk/shared/format';
import { SlaBadges } from './sla-timers.tsx';
import { MacroMenu } from './macro-menu.tsx';
import { TicketMenu } from './ticket-menu.tsx';
import { TimerButton } from './timer-button.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  titles: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, flexGrow: 1, flexBasis: '420px', minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Badge colours follow the status / priority colours the API sends. */
function ColourBadge({ color, children }: { color: string; children: string }) {
  return (
    <Badge appearance="filled" style={{ backgroundColor: color, color: textColourOn(color) }}>
      {children}
    </Badge>
  );
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export function TicketHeader({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { label } = useTicketLabels();
  const trash = useTicketMutation(ticket.id, () => trashTicket(ticket.id), { returnsDetail: true });
  const restore = useTicketMutation(ticket.id, () => restoreTicket(ticket.id), { returnsDetail: true });

  const writer = useThreadWriterTexts();
  // No requester (an e-mail from someone who is not a user): the e-mail's sender stands in.
  const requester = ticket.requester?.name ?? (ticket.sender ? writer.sender(ticket.sender) : t('show.header.noRequester'));

  return (
    <header className={styles.root}>
      <div className={styles.titles}>
        <div className={styles.badges}>
          <Badge appearance="outline" size="large" data-testid="fullid">
            {ticket.fullid}
          </Badge>
          <ColourBadge color={ticket.status_color}>{label('status', ticket.status)}</ColourBadge>
          <ColourBadge color={ticket.priority_color}>{label('priority', ticket.priority)}</ColourBadge>
          <Badge appearance="tint">{label('type', ticket.type)}</Badge>
          <Badge appearance="tint">{label('category', ticket.category)}</Badge>
          <SlaBadges sla={ticket.sla} />
          <SenderVerificationMark verdict={ticket.mail_auth} />
        </div>
        <Title2 as="h1" className={styles.title}>
          {ticket.subject}
        </Title2>
        <Text size={200} className={styles.meta}>
          {ticket.company.tag} · {ticket.company.short_name} · {t('show.header.requester')}: {requester} ·{' '}
          {t('show.header.created', { date: formatDateTime(ticket.created_at) })}
        </Text>
      </div>
      <div className={styles.actions}>
        {!ticket.deleted_at && !ticket.merged_into && <TicketMenu ticket={ticket} />}
        {!ticket.deleted_at && !ticket.merged_into && <TimerButton ticket={ticket} />}
        {/* Keyed apart: one dialog instance must not carry its open/busy state over to the other question. */}
        {ticket.merged_into ? null : ticket.deleted_at ? (
          <ConfirmDialog
            key="restore"
            title={t('show.restore.title', { fullid: ticket.fullid })}
            body={t('show.restore.body')}
            confirmLabel={t('show.restore.confirm')}
            onConfirm={() => settle(restore.mutateAsync(undefined))}
            trigger={
              <Button appearance="primary" icon={<ArrowUndoRegular />} disabled={restore.isPending}>
                {t('show.restore.action')}
              </Button>
            }
          />
        ) : (
          <>
            <MacroMenu ticket={ticket} />
            <ConfirmDialog
              key="trash"
              title={t('show.trash.title', { fullid: ticket.fullid })}
              body={t('show.trash.body')}
              confirmLabel={t('show.trash.confirm')}
              onConfirm={() => settle(trash.mutateAsync(undefined))}
              trigger={
                <Button icon={<DeleteRegular />} disabled={trash.isPending}>
                  {t('show.trash.action')}
                </Button>
              }
            />
          </>
        )}
      </div>
    </header>
  );
}
