/** A titled placeholder for a screen not built yet (its title is `screens.<key>` in the remote's namespace). */
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder, type RemoteName } from '@helpdesk/shared';

export function placeholderScreen<K extends string>(remote: RemoteName, key: K, version: string) {
  function PlaceholderScreen() {
    // Typed loosely: the key is checked against the remote's own texts where it calls placeholderScreens.
    const { t } = useTranslation(remote) as unknown as { t: (key: string) => string };
    return <ScreenPlaceholder title={t(`screens.${key}`)} remote={remote} version={version} />;
  }
  // The routes contract test (describeRemoteRoutes) finds placeholders by this key and checks both titles.
  return Object.assign(PlaceholderScreen, { placeholderKey: key });
}
