import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner size="medium" label={t('loading')} style={{ padding: 32 }} data-testid="page-loading" />;
}
