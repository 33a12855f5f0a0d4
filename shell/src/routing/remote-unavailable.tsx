import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { RemoteName } from '@helpdesk/shared';
import { remoteStatesAtom, resetRemote } from '../federation/remote-registry.ts';
import { ErrorPanel } from '../pages/error-panel.tsx';
import { NotFound } from '../pages/not-found.tsx';
import { CONTRACT_VERSION } from '@helpdesk/shared/remote/contract-version';

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
    return (
      <ErrorPanel
        testId="remote-needs-newer-shell"
        title={t('remote.needsNewerShellTitle', { remote: t(`remote.names.${remote}`) })}
        message={t('remote.needsNewerShell', { required: state.needsContract, offered: CONTRACT_VERSION })}
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
