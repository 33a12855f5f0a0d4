/**
 * A user with a temporary password is asked to change it on every page except the profile pages (spec §4):
 * 'Zmień teraz' opens the profile carrying the current path, 'Pomiń' closes it until the next page.
 */
import { paths } from '@helpdesk/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@helpdesk/shared/schemas';

export function isProfilePath(pathname: string): boolean {
  return /^\/(admin\/)?profile(\/|$)/.test(pathname);
}

export function profilePathFor(user: CurrentUser): string {
  return user.data.kind === 'agent' ? paths.staff.profile() : paths.profile();
}

export function TemporaryPasswordDialog({ user, allowed }: { user: CurrentUser; allowed: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [skippedOn, setSkippedOn] = useState<string | null>(null);
  const open = allowed && user.data.temporary_password && !isProfilePath(location.pathname) && skippedOn !== location.pathname;

  const changeNow = () => navigate(profilePathFor(user), { state: { from: location.pathname + location.search } });

  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface aria-describedby="temporary-password-text">
        <DialogBody>
          <DialogTitle>{t('dialogs.temporaryPassword.title')}</DialogTitle>
          <DialogContent id="temporary-password-text">{t('dialogs.temporaryPassword.text')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={changeNow}>
              {t('dialogs.temporaryPassword.change')}
            </Button>
            <Button appearance="secondary" onClick={() => setSkippedOn(location.pathname)}>
              {t('dialogs.temporaryPassword.skip')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
