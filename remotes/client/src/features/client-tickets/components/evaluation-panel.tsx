/**
 * The rating on the ticket page: a resolved, unrated ticket asks for one; a rated one shows it.
 * Open tickets show nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader, RatingDisplay, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus, toast } from '@helpdesk/shared';
import { RATING_MAX } from '@helpdesk/shared/schemas';
import { EvaluationForm } from '@helpdesk/shared/ui';
import { formatDateTime } from '@helpdesk/shared/format';
import { evaluationQuery, useRateTicket } from '../api/evaluation-api.ts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  done: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function EvaluationPanel({ ticketId, resolved }: { ticketId: number; resolved: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const query = useQuery({ ...evaluationQuery(ticketId), enabled: resolved });
  const rate = useRateTicket(ticketId, {
    onRated: (message) => toast.success(message),
    onFailed: (error) => {
      // 422 lands under the fields; anything else (already rated, reopened meanwhile) is said and the panel reloads.
      if (errorStatus(error) === 422) return;
      toast.error(errorMessage(error) ?? t('common.actionFailed'));
      void query.refetch();
    },
  });
  if (!resolved || !query.data) return null;
  const { data: evaluation, can_rate: canRate } = query.data;
  if (!evaluation && !canRate) return null;
  return (
    <Card className={styles.card} data-testid="evaluation">
      <CardHeader
        header={<Text weight="semibold">{t('shared:evaluation.title')}</Text>}
        description={evaluation ? undefined : <Text className={styles.muted}>{t('evaluation.ask')}</Text>}
      />
      {evaluation ? (
        <div className={styles.done}>
          <RatingDisplay
            value={evaluation.rating}
            max={RATING_MAX}
            aria-label={t('shared:evaluation.stars', { count: evaluation.rating })}
          />
          {evaluation.reason && <Text>{t(`shared:evaluation.reasons.${evaluation.reason}`)}</Text>}
          {evaluation.comment && <Text>{evaluation.comment}</Text>}
          <Text size={200} className={styles.muted}>
            {t('evaluation.ratedBy', { name: evaluation.user?.name ?? '—', at: formatDateTime(evaluation.created_at) })}
          </Text>
        </div>
      ) : (
        <EvaluationForm onSubmit={async (values) => void (await rate.mutateAsync(values))} />
      )}
    </Card>
  );
}
