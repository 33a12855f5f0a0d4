/**
 * The reply box and the private-note box. Replies may set a status (spec §4) and carry attachments (uploaded to
 * the new message once it exists). Drafts live in sessionStorage per ticket, so a failed send or a reload loses
 * nothing; typing is announced to the other viewers.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Button,
  Caption1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  Select,
  Tab,
  TabList,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular, SendRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { attachmentsExpected, type TicketReplyInput } from '@helpdesk/shared/schemas';
import { FilePicker, useHydrated } from '@helpdesk/shared/ui';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { addNote, refreshAfterChange, replyToTicket, uploadAttachment, useTicketMutation } from '../api/ticket-actions.ts';
import { useConflict } from '../hooks/conflict-context.tsx';
import { useTicketLabels } from '../hooks/use-ticket-labels.ts';
import { useTextModulePicker } from '../hooks/use-text-module-picker.ts';
import { useTypingSignal } from '../hooks/use-typing-signal.ts';
import { clearDraft, readDraft, writeDraft } from '../lib/draft-storage.ts';
import { noteBodyWithMentions, type Mention } from '../lib/mentions.ts';
import { MentionTextarea } from './mention-picker.tsx';
import { TextModuleSuggestions } from './text-module-suggestions.tsx';
import { STATUSES } from '../../../lib/ticket-vocabulary.ts';

type Mode = 'reply' | 'note';
type ReplyStatus = NonNullable<TicketReplyInput['status']>;

/** Statuses a reply may set (spec §4), in workflow order. */
const REPLY_STATUSES = STATUSES.filter((status): status is ReplyStatus => status !== 'new');

interface ReplyDraft {
  body: string;
  /** '' keeps the status as it is. */
  status: ReplyStatus | '';
}

const EMPTY_REPLY: ReplyDraft = { body: '', status: '' };
const EMPTY_NOTE = { body: '' };

interface ReplyRequest {
  body: string;
  status?: ReplyStatus;
  version?: number;
  /** The files uploaded once the answer exists: its e-mails wait for them. */
  attachments_expected?: number;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  note: { backgroundColor: tokens.colorPaletteYellowBackground1, border: `1px dashed ${tokens.colorPaletteYellowBorderActive}` },
  textarea: { width: '100%' },
  box: { position: 'relative' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  status: { minWidth: '240px', flexGrow: 1, maxWidth: '360px' },
  send: { marginLeft: 'auto' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

export function ReplyComposer({ ticket, onTyping }: { ticket: TicketDetail; onTyping: (typing: boolean) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { label } = useTicketLabels();
  const queryClient = useQueryClient();
  const { report } = useConflict();
  const { typed, stop } = useTypingSignal(onTyping);
  const [mode, setMode] = useState<Mode>('reply');
  // The drafts are this browser's (sessionStorage): a page the server rendered gets them once hydrated, not before.
  const hydrated = useHydrated();
  const [reply, setReply] = useState<ReplyDraft>(() => (hydrated ? readDraft('reply', ticket.id, EMPTY_REPLY) : EMPTY_REPLY));
  const [note, setNote] = useState<{ body: string }>(() => (hydrated ? readDraft('note', ticket.id, EMPTY_NOTE) : EMPTY_NOTE));
  const restored = useRef(hydrated);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    setReply(readDraft('reply', ticket.id, EMPTY_REPLY));
    setNote(readDraft('note', ticket.id, EMPTY_NOTE));
  }, [hydrated, ticket.id]);
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [failedUploads, setFailedUploads] = useState<string[]>([]);

  const updateReply = (next: ReplyDraft) => {
    setReply(next);
    writeDraft('reply', ticket.id, next);
  };
  // A text module arrives after a round trip: its text goes onto the reply as it is then (status included).
  const updateReplyBody = (body: string) =>
    setReply((current) => {
      const next = { ...current, body };
      writeDraft('reply', ticket.id, next);
      return next;
    });
  const updateNote = (body: string) => {
    setNote({ body });
    writeDraft('note', ticket.id, { body });
  };
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const noteBox = useRef<HTMLTextAreaElement>(null);
  const replyModules = useTextModulePicker({ ticketId: ticket.id, value: reply.body, onChange: updateReplyBody, box: replyBox });
  const noteModules = useTextModulePicker({ ticketId: ticket.id, value: note.body, onChange: updateNote, box: noteBox });

  const sendReply = useTicketMutation(ticket.id, (request: ReplyRequest) => replyToTicket(ticket.id, request), {
    returnsDetail: true,
    onSuccess: (result) => {
      clearDraft('reply', ticket.id);
      setReply({ body: '', status: '' });
      const toUpload = files;
      setFiles([]);
      if (toUpload.length) void uploadAll(result.message_id, toUpload);
    },
    onConflict: (conflict, request) =>
      report({
        kind: 'reply',
        message: conflict.message,
        change: excerpt(request.body),
        reapply: (version) => sendReply.mutate({ ...request, version }),
      }),
  });

  const uploadAll = async (messageId: number, toUpload: File[]) => {
    const failed: string[] = [];
    for (const file of toUpload) {
      try {
        toast.success((await uploadAttachment(ticket.id, file, messageId)).message);
      } catch {
        failed.push(file.name);
      }
    }
    setFailedUploads(failed);
    refreshAfterChange(queryClient, ticket.id);
  };

  const saveNote = useTicketMutation(ticket.id, (body: string) => addNote(ticket.id, body), {
    onSuccess: () => {
      clearDraft('note', ticket.id);
      setNote({ body: '' });
      setMentions([]);
    },
  });

  const readOnly = !!ticket.deleted_at;
  const pending = sendReply.isPending || saveNote.isPending;
  const body = mode === 'reply' ? reply.body : note.body;
  const canSend = !readOnly && !pending && body.trim().length > 0;

  const submit = () => {
    if (!canSend) return;
    stop();
    setFailedUploads([]);
    if (mode === 'note') {
      saveNote.mutate(noteBodyWithMentions(note.body, mentions));
      return;
    }
    const status = reply.status && reply.status !== ticket.status ? reply.status : undefined;
    const announced = files.length ? { attachments_expected: attachmentsExpected(files.length) } : {};
    // A status change carries the version seen, so it never overrides a newer status unseen.
    sendReply.mutate(status ? { body: reply.body, status, version: ticket.version, ...announced } : { body: reply.body, ...announced });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  if (readOnly) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('show.composer.readOnly')}</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <section
      className={mergeClasses(styles.root, mode === 'note' && styles.note)}
      aria-label={t(mode === 'reply' ? 'show.composer.reply' : 'show.composer.note')}
      data-testid="composer"
    >
      <TabList
        selectedValue={mode}
        onTabSelect={(_event, data) => setMode(data.value as Mode)}
        aria-label={t('show.composer.modes')}
        size="small"
      >
        <Tab value="reply" icon={<SendRegular />}>
          {t('show.composer.reply')}
        </Tab>
        <Tab value="note" icon={<LockClosedRegular />}>
          {t('show.composer.note')}
        </Tab>
      </TabList>
      {mode === 'reply' ? (
        <Field label={t('show.composer.replyLabel')}>
          <div className={styles.box}>
            <Textarea
              ref={replyBox}
              className={styles.textarea}
              resize="vertical"
              rows={5}
              placeholder={t('show.composer.moduleHint')}
              value={reply.body}
              onChange={(event, data) => {
                updateReply({ ...reply, body: data.value });
                replyModules.look(data.value, event.target.selectionStart ?? data.value.length);
                typed();
              }}
              onSelect={(event) => {
                const target = event.currentTarget;
                if (target.selectionStart === target.selectionEnd) replyModules.look(target.value, target.selectionStart);
              }}
              onBlur={stop}
              onKeyDown={(event) => {
                if (!replyModules.keyDown(event)) onKeyDown(event);
              }}
              aria-autocomplete="list"
              {...replyModules.aria}
            />
            <TextModuleSuggestions picker={replyModules} />
          </div>
        </Field>
      ) : (
        <Field label={t('show.composer.noteLabel')} hint={t('show.note.hint')}>
          <MentionTextarea
            resize="vertical"
            rows={4}
            value={note.body}
            onChange={(value) => {
              updateNote(value);
              typed();
            }}
            onMention={(mention) => setMentions((picked) => [...picked, mention])}
            modules={noteModules}
            textareaRef={noteBox}
            onBlur={stop}
            onKeyDown={onKeyDown}
          />
        </Field>
      )}
      {mode === 'reply' && <FilePicker files={files} onChange={setFiles} label={t('show.composer.attach')} disabled={pending} />}
      {failedUploads.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('show.composer.uploadFailed', { names: failedUploads.join(', ') })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        {mode === 'reply' && (
          <Field label={t('show.composer.status')} className={styles.status}>
            <Select value={reply.status} onChange={(_event, data) => updateReply({ ...reply, status: data.value as ReplyDraft['status'] })}>
              <option value="">{t('show.composer.keepStatus', { status: label('status', ticket.status) })}</option>
              {REPLY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {label('status', status)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Caption1 className={styles.hint}>
          {t('show.composer.draftKept')} {t('show.composer.shortcut')}
        </Caption1>
        <Button
          className={styles.send}
          appearance="primary"
          icon={mode === 'reply' ? <SendRegular /> : <LockClosedRegular />}
          disabled={!canSend}
          onClick={submit}
        >
          {pending ? t('show.composer.sending') : t(mode === 'reply' ? 'show.composer.send' : 'show.composer.addNote')}
        </Button>
      </div>
    </section>
  );
}
