/**
 * Warns with a countdown before the server ends an idle session. 'Stay signed in' asks the server for the
 * user (any authenticated call extends the session); at zero the same call decides: a live session (e.g.
 * "remember me") carries on, an ended one leaves no user and the guards send the user to the login page.
 */
import { paths } from '@helpdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { endSession, useRefreshUser } from '../../session/session.ts';
import { lastApiActivity, onApiActivity } from './session-activity.ts';
import { formatCountdown, sessionTiming } from './session-timing.ts';

const TICK_MS = 1_000;

export function SessionTimeoutDialog({ lifetimeMinutes }: { lifetimeMinutes: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const [lastActivity, setLastActivity] = useState(lastApiActivity);
  const [now, setNow] = useState(Date.now);
  const checking = useRef(false);
  const { expiresAt, warnAt } = sessionTiming(lastActivity, lifetimeMinutes);
  const warning = now >= warnAt;

  useEffect(() => onApiActivity(setLastActivity), []);

  // Sleep until the warning is due, then tick every second while it shows.
  useEffect(() => {
    const wait = warning ? TICK_MS : Math.max(warnAt - Date.now(), 0);
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [warning, warnAt, now]);

  const askServer = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      await refreshUser();
    } catch {
      toast.error(t('dialogs.session.extendError'));
    } finally {
      checking.current = false;
      setNow(Date.now());
    }
  }, [refreshUser, t]);

  useEffect(() => {
    if (warning && now >= expiresAt) void askServer();
  }, [warning, now, expiresAt, askServer]);

  const logout = async () => {
    await endSession(queryClient);
    navigate(paths.login());
  };

  return (
    <Dialog open={warning} modalType="alert">
      <DialogSurface aria-describedby="session-timeout-text">
        <DialogBody>
          <DialogTitle>{t('dialogs.session.title')}</DialogTitle>
          <DialogContent id="session-timeout-text">
            <span role="timer" aria-live="off">
              {t('dialogs.session.text', { time: formatCountdown(expiresAt - now) })}
            </span>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void askServer()}>
              {t('dialogs.session.stay')}
            </Button>
            <Button appearance="secondary" onClick={() => void logout()}>
              {t('dialogs.session.logout')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
