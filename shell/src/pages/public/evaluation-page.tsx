/**
 * /evaluation?token=… — public (spec §6): the client rates a solved ticket from the signed link of the resolution
 * e-mail, without logging in (server/API.md "Evaluations"). The link is single-use and signed by the server: a forged
 * one is 403, an expired one 410, a used one 409, and each gets its own message here. The form is the client area's
 * (@helpdesk/shared/ui EvaluationForm: the server's rules, texts in the 'shared' namespace); the page's own texts are the
 * shell's (`evaluationPage`).
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Body1, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessage, errorStatus, paths } from '@helpdesk/shared';
import { isLowRating, type EvaluationInput } from '@helpdesk/shared/schemas';
import { EvaluationForm } from '@helpdesk/shared/ui';
import { AuthCard } from '../auth/auth-card.tsx';
import { csrfCookie } from '../../session/session-api.ts';
import { AppLink } from '../../app/app-link.tsx';

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

export function EvaluationPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';

  const link = useQuery({
    queryKey: ['public-evaluation', token],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: LinkInfo }>('/evaluation', { params: { token }, signal, silent: true })).data.data,
    enabled: token !== '',
    retry: false,
  });
  const send = useMutation({
    mutationFn: async ({ rating, reason, comment }: EvaluationInput) => {
      // A visitor without a session needs the CSRF cookie first (Sanctum, ARCHITECTURE §3); no login.
      await csrfCookie();
      const body = { token, rating, reason: isLowRating(rating) ? (reason ?? null) : null, comment: comment?.trim() || null };
      return (await apiClient.post<{ message: string }>('/evaluation', body, { silent: true })).data;
    },
  });

  const message = (intent: 'success' | 'warning' | 'error', text: string) => (
    <MessageBar intent={intent} role={intent === 'success' ? 'status' : 'alert'} data-testid="evaluation-message">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );

  let content: ReactNode;
  if (!token) content = message('warning', t('evaluationPage.missingToken'));
  else if (link.isPending) content = <Spinner />;
  else if (link.isError)
    content = message(refusal(link.error) === 'expired' ? 'warning' : 'error', t(`evaluationPage.${refusal(link.error)}`));
  else if (send.isSuccess) content = message('success', send.data.message || t('evaluationPage.thanks'));
  else if (link.data.evaluation) content = message('success', t('evaluationPage.used'));
  else if (!link.data.can_rate) content = message('warning', t('evaluationPage.notResolved'));
  else {
    const failure = send.isError ? refusal(send.error) : null;
    content = (
      <EvaluationForm onSubmit={async (values) => void (await send.mutateAsync(values))}>
        <Body1>{t('evaluationPage.intro', { fullid: link.data.ticket.fullid, subject: link.data.ticket.subject })}</Body1>
        {failure &&
          message(
            'error',
            failure === 'failed' ? (errorMessage(send.error) ?? t('evaluationPage.failed')) : t(`evaluationPage.${failure}`),
          )}
      </EvaluationForm>
    );
  }

  return (
    <AuthCard title={t('shared:evaluation.title')}>
      {content}
      {link.data?.ticket.company && <Text size={200}>{link.data.ticket.company}</Text>}
      <AppLink to={paths.login()}>{t('evaluationPage.toLogin')}</AppLink>
    </AuthCard>
  );
}
