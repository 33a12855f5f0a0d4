/**
 * The shell's dialogs, mounted once by each layout: session timeout, temporary password, push consent.
 * One at a time, most urgent first; none without a logged-in user.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../session/session.ts';
import { useDialogSettings, DEFAULT_SESSION_LIFETIME_MINUTES } from './browser-config.ts';
import { PushConsentDialog } from './push/push-consent-dialog.tsx';
import { isProfilePath, TemporaryPasswordDialog } from './temporary-password-dialog.tsx';
import { SessionTimeoutDialog } from './session/session-timeout-dialog.tsx';
import { trackApiActivity } from './session/session-activity.ts';

export function ShellDialogs() {
  const user = useCurrentUser();
  const settings = useDialogSettings();
  const location = useLocation();
  useEffect(() => trackApiActivity(), []);
  if (!user) return null;
  const temporaryPasswordPending = user.data.temporary_password && !isProfilePath(location.pathname);
  return (
    <>
      <SessionTimeoutDialog lifetimeMinutes={settings?.sessionLifetimeMinutes ?? DEFAULT_SESSION_LIFETIME_MINUTES} />
      <TemporaryPasswordDialog user={user} allowed />
      <PushConsentDialog allowed={!temporaryPasswordPending} />
    </>
  );
}
