import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../error-panel.tsx';

/** Where role failures land (spec §6): 'Brak uprawnień'. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div style={{ padding: 32 }}>
      <ErrorPanel title={t('errors.accessDenied')} message={t('errors.accessDeniedDetail')} />
    </div>
  );
}
