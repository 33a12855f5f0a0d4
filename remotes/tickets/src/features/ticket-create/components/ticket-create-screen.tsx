/**
 * /admin/ticket/create and ?draft={id}. Opening a draft restores the form from its payload; a
 * first "save draft" puts the new draft's id in the URL without reloading the form.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ticketDraftQuery } from '../api/ticket-drafts.ts';
import { EMPTY_TICKET_FORM, formFromPayload, type TicketFormInput } from '../lib/ticket-form-schema.ts';
import { TicketForm } from './ticket-form.tsx';

const useStyles = makeStyles({
  // Room below the actions for the shell's fixed drafts bar.
  root: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    maxWidth: '1100px',
    minWidth: 0,
    paddingBottom: '64px',
  },
});

interface Session {
  /** Remounts the form with new initial values. */
  key: number;
  draftId: number | null;
  initial: TicketFormInput;
}

function draftParam(params: URLSearchParams): number | null {
  const id = Number(params.get('draft'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function TicketCreateScreen() {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const requested = draftParam(params);
  const [session, setSession] = useState<Session>({ key: 0, draftId: null, initial: EMPTY_TICKET_FORM });
  const nextKey = useRef(1);
  // Set before the URL changes: the router may render the new URL before the session state has caught up.
  const createdHere = useRef<number | null>(null);
  const needsDraft = requested !== null && requested !== session.draftId && requested !== createdHere.current;
  const draft = useQuery({ ...ticketDraftQuery(requested ?? 0), enabled: needsDraft });

  useEffect(() => {
    if (needsDraft && draft.data && draft.data.id === requested) {
      setSession({ key: nextKey.current++, draftId: draft.data.id, initial: formFromPayload(draft.data.payload, draft.data.company_id) });
    }
  }, [needsDraft, draft.data, requested]);

  // The add-ticket button (the draft leaves the URL) while a draft is open: start a blank form.
  const lastRequested = useRef(requested);
  useEffect(() => {
    const left = lastRequested.current !== null && requested === null;
    lastRequested.current = requested;
    if (!left) return;
    createdHere.current = null;
    setSession({ key: nextKey.current++, draftId: null, initial: EMPTY_TICKET_FORM });
  }, [requested]);

  const onDraftCreated = (id: number) => {
    createdHere.current = id;
    setSession((current) => ({ ...current, draftId: id }));
    setParams({ draft: String(id) }, { replace: true });
  };

  const loading = needsDraft && !draft.isError;
  return (
    <section className={styles.root} data-testid="screen" data-remote="tickets">
      <Title2 as="h1">{t('screens.ticketCreate')}</Title2>
      {needsDraft && draft.isError && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('create.draftMissing')}</MessageBarBody>
        </MessageBar>
      )}
      {loading ? (
        <Spinner label={t('create.draftLoading')} />
      ) : (
        <TicketForm key={session.key} initial={session.initial} draftId={session.draftId} onDraftCreated={onDraftCreated} />
      )}
    </section>
  );
}
