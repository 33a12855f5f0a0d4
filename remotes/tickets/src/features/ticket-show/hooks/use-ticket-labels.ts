/** Names of the ticket enumerations in the user's language: the shared namespace's, support scope the remote's. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelKey, type LabelGroup } from '../../../lib/ticket-vocabulary.ts';

export type { LabelGroup };

export function useTicketLabels() {
  const { t } = useTranslation('tickets');
  const label = useCallback(
    (group: LabelGroup, value: string | null | undefined) =>
      value ? t(`${labelKey(group)}.${value}`, { defaultValue: value }) : t('common.nobody'),
    [t],
  );
  return useMemo(() => ({ label, none: t('common.nobody') }), [label, t]);
}
