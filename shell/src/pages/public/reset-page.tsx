import { ScreenPlaceholder } from '@helpdesk/shared';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '../../version.ts';

export default function Page() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.reset')} remote="shell" version={SHELL_VERSION} />;
}
