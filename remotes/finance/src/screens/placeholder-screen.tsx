import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@helpdesk/shared';
import type { pl } from '../i18n/pl.ts';

export type ScreenKey = keyof typeof pl.screens;

const VERSION = process.env.HELPDESK_VERSION ?? '0.0.0';

/** A titled placeholder for a screen not built yet. */
export function placeholderScreen(key: ScreenKey) {
  function PlaceholderScreen() {
    const { t } = useTranslation('finance');
    return <ScreenPlaceholder title={t(`screens.${key}`)} remote="finance" version={VERSION} />;
  }
  return Object.assign(PlaceholderScreen, { placeholderKey: key });
}
