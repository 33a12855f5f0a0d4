/** Names of the ticket enumerations in the user's language (the list's `common` texts: one place per label). */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type LabelGroup = 'status' | 'priority' | 'type' | 'category' | 'supportScope';

export function useTicketLabels() {
  const { t } = useTranslation('tickets');
  const label = useCallback((group: LabelGroup, value: string | null | undefined) => (value ? t(`common.${group}.${value}`, { defaultValue: value }) : t('common.nobody')), [t]);
  return useMemo(() => ({ label, none: t('common.nobody') }), [label, t]);
}
