import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { RemoteName } from '@helpdesk/shared';
import { remoteStatesAtom, resetRemote } from '../federation/remote-registry.ts';
import { ErrorPanel } from '../pages/error-panel.tsx';
import { NotFound } from '../pages/not-found.tsx';
import { CONTRACT_VERSION } from '@helpdesk/shared/remote/contract-version';
import { reloadedForSkew, reloadForSkew } from '../federation/contract-check.ts';

/** Shown for a remote's paths while the remote cannot be loaded; retry loads it again without a page reload. */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useAtomValue(remoteStatesAtom)[remote];
  const [retrying, setRetrying] = useState(false);

  // The remote is up and still nothing matched: the path does not exist.
  if (state?.status === 'loaded') return <NotFound />;

  const retry = async () => {
    setRetrying(true);
    resetRemote(remote);
    await navigate(location, { replace: true });
    setRetrying(false);
  };
  if (state?.status === 'failed' && state.needsContract) {
    // Reloading may bring a newer shell; once it brought the same one, only an administrator can help.
    const requires = state.needsContract;
    const reloaded = reloadedForSkew(remote, requires);
    return (
      <ErrorPanel
        testId="remote-needs-newer-shell"
        title={t(reloaded ? 'remote.needsNewerShellAskAdmin' : 'remote.needsNewerShellTitle')}
        message={t(reloaded ? 'remote.needsNewerShellAskAdminMessage' : 'remote.needsNewerShellMessage', {
          remote: t(`remote.names.${remote}`),
        })}
        detail={t('remote.needsNewerShellDetail', { required: requires, offered: CONTRACT_VERSION })}
        onRetry={reloaded ? undefined : () => reloadForSkew(remote, requires)}
        retryLabel={t('remote.reloadPage')}
      />
    );
  }
  return (
    <ErrorPanel
      testId="remote-unavailable"
      title={t('remote.unavailableTitle', { remote: t(`remote.names.${remote}`) })}
      message={t('remote.unavailableMessage')}
      detail={state?.status === 'failed' ? state.error : undefined}
      onRetry={retry}
      retrying={retrying || state?.status === 'loading'}
    />
  );
}
