import { Button } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@helpdesk/shared';
import { pendingUpgradesAtom } from '../federation/remote-upgrades.ts';
import { Notice } from './notice.tsx';

/** A newer build of the module the user is in was deployed: reloading the page loads it (leaving the module does too). */
export function RemoteUpdateBanner() {
  const { t } = useTranslation();
  const pending = Object.keys(useAtomValue(pendingUpgradesAtom)) as RemoteName[];
  if (pending.length === 0) return null;
  return (
    <div data-testid="remote-update-banner" role="status">
      {pending.map((remote) => (
        <Notice
          key={remote}
          intent="info"
          data-remote={remote}
          title={t('remoteUpdate.title', { remote: t(`remote.names.${remote}`) })}
          actions={
            <Button size="small" appearance="primary" onClick={() => window.location.reload()}>
              {t('remoteUpdate.reload')}
            </Button>
          }
        >
          {t('remoteUpdate.body')}
        </Notice>
      ))}
    </div>
  );
}
