/**
 * /evaluation?token=… — public (spec §6): the client rates a solved ticket from the signed link of the resolution
 * e-mail, without logging in (server/API.md "Evaluations"). The link is single-use and signed by the server: a forged
 * one is 403, an expired one 410, a used one 409, and each gets its own message here. A low rating (1–2) asks for one
 * of the spec §4 reasons; the comment is optional. This page's texts live here (namespace 'evaluation-page').
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Body1, Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Rating, Spinner, Textarea, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { addTranslations, apiClient, errorMessage, errorStatus } from '@helpdesk/shared';
import { EVALUATION_REASONS } from '@helpdesk/shared/enums';
import { AuthCard } from '../auth/auth-card.tsx';
import { csrfCookie } from '../../session/session-api.ts';
import { AppLink } from '../../app/app-link.tsx';

const RATING_MAX = 5;
/** Ratings up to this one are "low" and ask for a reason (the server's rule). */
const LOW_RATING_MAX = 2;

type Reason = (typeof EVALUATION_REASONS)[number];

const pl = {
  title: 'Ocena obsługi',
  intro: 'Zgłoszenie {{fullid}} „{{subject}}” zostało rozwiązane. Jak oceniasz naszą pracę?',
  rating: 'Ocena',
  stars_one: '{{count}} gwiazdka',
  stars_few: '{{count}} gwiazdki',
  stars_many: '{{count}} gwiazdek',
  stars_other: '{{count}} gwiazdki',
  pickRating: 'Wybierz ocenę',
  reason: 'Co poszło nie tak?',
  reasonRequired: 'Wybierz powód niskiej oceny',
  comment: 'Komentarz (opcjonalnie)',
  submit: 'Wyślij ocenę',
  thanks: 'Dziękujemy za ocenę!',
  missingToken: 'Ten adres nie zawiera linku do oceny. Otwórz link z wiadomości e-mail.',
  invalid: 'Link do oceny jest nieprawidłowy.',
  expired: 'Link do oceny wygasł.',
  used: 'To zgłoszenie zostało już ocenione. Dziękujemy!',
  notResolved: 'Zgłoszenie nie jest już rozwiązane, więc nie można go teraz ocenić.',
  failed: 'Nie udało się wysłać oceny. Spróbuj ponownie.',
  toLogin: 'Przejdź do logowania',
  reasons: {
    'too-long-resolving-time': 'Zbyt długi czas rozwiązania',
    'too-few-visits': 'Zbyt mało wizyt',
    'visit-needed': 'Potrzebna była wizyta',
    'communication-problem': 'Problem z komunikacją',
    'too-low-competence': 'Zbyt niskie kompetencje',
    other: 'Inny powód',
  },
};

const en: typeof pl = {
  title: 'Rate our service',
  intro: 'Ticket {{fullid}} "{{subject}}" has been resolved. How did we do?',
  rating: 'Rating',
  stars_one: '{{count}} star',
  stars_few: '{{count}} stars',
  stars_many: '{{count}} stars',
  stars_other: '{{count}} stars',
  pickRating: 'Choose a rating',
  reason: 'What went wrong?',
  reasonRequired: 'Choose the reason for a low rating',
  comment: 'Comment (optional)',
  submit: 'Send rating',
  thanks: 'Thank you for your rating!',
  missingToken: 'This address carries no rating link. Open the link from the e-mail.',
  invalid: 'This rating link is invalid.',
  expired: 'This rating link has expired.',
  used: 'This ticket has already been rated. Thank you!',
  notResolved: 'The ticket is no longer resolved, so it cannot be rated now.',
  failed: 'The rating could not be sent. Please try again.',
  toLogin: 'Go to login',
  reasons: {
    'too-long-resolving-time': 'Too long resolving time',
    'too-few-visits': 'Too few visits',
    'visit-needed': 'A visit was needed',
    'communication-problem': 'Communication problem',
    'too-low-competence': 'Too low competence',
    other: 'Other',
  },
};

addTranslations('evaluation-page', { pl, en });

interface LinkInfo {
  ticket: { id: number; fullid: string; subject: string; status: string; resolved_at: string | null; company: string | null };
  evaluation: { rating: number } | null;
  can_rate: boolean;
  expires_at: string;
}

/** What a refused link means, by the server's status (silent calls: this page says it, not a toast). */
function refusal(error: unknown): 'invalid' | 'expired' | 'used' | 'failed' {
  const status = errorStatus(error);
  if (status === 403 || status === 404 || status === 422) return 'invalid';
  if (status === 410) return 'expired';
  if (status === 409) return 'used';
  return 'failed';
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

export default function EvaluationPage() {
  const { t } = useTranslation('evaluation-page');
  const styles = useStyles();
  const token = useSearchParams()[0].get('token') ?? '';
  const [rating, setRating] = useState(0);
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<{ rating?: string; reason?: string }>({});
  const low = rating > 0 && rating <= LOW_RATING_MAX;

  const link = useQuery({
    queryKey: ['public-evaluation', token],
    queryFn: async ({ signal }) => (await apiClient.get<{ data: LinkInfo }>('/evaluation', { params: { token }, signal, silent: true })).data.data,
    enabled: token !== '',
    retry: false,
  });
  const send = useMutation({
    mutationFn: async () => {
      // A visitor without a session needs the CSRF cookie first (Sanctum, ARCHITECTURE §3); no login.
      await csrfCookie();
      return (await apiClient.post<{ message: string }>('/evaluation', { token, rating, reason: low ? reason : null, comment: comment.trim() || null }, { silent: true })).data;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(rating ? {} : { rating: t('pickRating') }), ...(low && !reason ? { reason: t('reasonRequired') } : {}) };
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  const message = (intent: 'success' | 'warning' | 'error', text: string) => (
    <MessageBar intent={intent} role={intent === 'success' ? 'status' : 'alert'} data-testid="evaluation-message">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );

  let content: ReactNode;
  if (!token) content = message('warning', t('missingToken'));
  else if (link.isPending) content = <Spinner />;
  else if (link.isError) content = message(refusal(link.error) === 'expired' ? 'warning' : 'error', t(refusal(link.error)));
  else if (send.isSuccess) content = message('success', send.data.message || t('thanks'));
  else if (link.data.evaluation) content = message('success', t('used'));
  else if (!link.data.can_rate) content = message('warning', t('notResolved'));
  else {
    const failure = send.isError ? refusal(send.error) : null;
    content = (
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
        <Body1>{t('intro', { fullid: link.data.ticket.fullid, subject: link.data.ticket.subject })}</Body1>
        {failure && message('error', failure === 'failed' ? (errorMessage(send.error) ?? t('failed')) : t(failure))}
        <Field label={t('rating')} required validationMessage={problems.rating}>
          <Rating
            max={RATING_MAX}
            size="extra-large"
            value={rating}
            onChange={(_event, data) => {
              setRating(data.value);
              if (data.value > LOW_RATING_MAX) setReason(null);
            }}
            itemLabel={(value) => t('stars', { count: value })}
          />
        </Field>
        {low && (
          <Field label={t('reason')} required validationMessage={problems.reason}>
            <RadioGroup value={reason ?? ''} onChange={(_event, data) => setReason(data.value as Reason)} aria-label={t('reason')}>
              {EVALUATION_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`reasons.${value}`)} />
              ))}
            </RadioGroup>
          </Field>
        )}
        <Field label={t('comment')}>
          <Textarea value={comment} onChange={(_event, data) => setComment(data.value)} resize="vertical" rows={3} maxLength={2000} />
        </Field>
        <Button className={styles.submit} type="submit" appearance="primary" disabled={send.isPending} icon={send.isPending ? <Spinner size="tiny" /> : undefined}>
          {t('submit')}
        </Button>
      </form>
    );
  }

  return (
    <AuthCard title={t('title')}>
      {content}
      {link.data?.ticket.company && <Text size={200}>{link.data.ticket.company}</Text>}
      <AppLink to="/login">{t('toLogin')}</AppLink>
    </AuthCard>
  );
}
