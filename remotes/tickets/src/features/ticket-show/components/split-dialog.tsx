/**
 * "Split off…": the agent ticks the messages that belong to another matter; they (and their files) move to a new
 * ticket of the company, and the agent lands on it. At least one message stays (the server refuses otherwise too).
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useThreadWriterTexts } from '@helpdesk/shared/ui';
import { formatDateTime } from '@helpdesk/shared/format';
import type { TicketDetail, TicketMessage } from '@helpdesk/shared/resources';
import { refusalOf, splitTicket, useMergeSplit } from '../api/merge-split.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBlock: tokens.spacingVerticalXS },
  excerpt: { display: 'block', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** How much of a message the list shows: enough to tell the messages apart. */
const EXCERPT_CHARS = 140;

/** The text of a message's (sanitised) HTML, shortened. */
function excerptOf(html: string): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

export interface SplitDialogProps {
  ticket: TicketDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the agent goes after the split: the new ticket's page. */
  onSplit: (created: TicketDetail) => void;
}

export function SplitDialog({ ticket, open, onOpenChange, onSplit }: SplitDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const writer = useThreadWriterTexts();
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    if (!open) setPicked([]);
  }, [open]);
  const split = useMergeSplit(
    ticket.id,
    (ids: number[]) => splitTicket(ticket.id, ids),
    (created) => {
      onOpenChange(false);
      onSplit(created);
    },
  );
  const all = picked.length > 0 && picked.length >= ticket.messages.length;
  const refusal = split.isError ? (refusalOf(split.error) ?? t('show.mergeSplit.failed')) : null;
  const toggle = (id: number, on: boolean) => {
    split.reset();
    setPicked((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  };
  const whoWrote = (m: TicketMessage) => m.author?.name ?? (m.sender ? writer.sender(m.sender) : t('show.history.system'));

  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('show.mergeSplit.splitTitle', { fullid: ticket.fullid })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('show.mergeSplit.splitHint')}</Text>
            <ul className={styles.list} aria-label={t('show.mergeSplit.messages')} data-testid="split-messages">
              {ticket.messages.map((m) => (
                <li key={m.id} className={styles.item}>
                  <Checkbox
                    checked={picked.includes(m.id)}
                    onChange={(_event, data) => toggle(m.id, data.checked === true)}
                    label={
                      <span>
                        <Text weight="semibold">{whoWrote(m)}</Text> · {formatDateTime(m.created_at)}
                        <Text size={200} className={styles.excerpt}>
                          {excerptOf(m.body)}
                        </Text>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
            {all && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('show.mergeSplit.splitAll')}</MessageBarBody>
              </MessageBar>
            )}
            {refusal && (
              <MessageBar intent="error">
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              {t('show.edit.cancel')}
            </Button>
            <Button appearance="primary" disabled={picked.length === 0 || all || split.isPending} onClick={() => split.mutate(picked)}>
              {t('show.mergeSplit.splitConfirm', { count: picked.length })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
