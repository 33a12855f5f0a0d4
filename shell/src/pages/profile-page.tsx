/**
 * /profile (clients) and /admin/profile/:id? (agents). One's own profile is edited here (names, phones,
 * language, password); an admin or manager opening another agent's id sees it read only.
 */
import { useLocation, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { i18n } from '@helpdesk/shared';
import { changeLanguage, withLaterTexts } from '../i18n/shell-texts.ts';
import { useCurrentUser, useRefreshUser } from '../session/session.ts';
import { AppLink } from '../app/app-link.tsx';
import { deferredModule, useDeferredModule } from '../app/use-deferred-module.ts';
import { Notice } from '../app/notice.tsx';
import { PageLoading } from './page-loading.tsx';
import { profileQuery, useProfile, type Profile } from './profile/profile-api.ts';

const loadContent = deferredModule(() => withLaterTexts(() => import('./profile/profile-content.tsx')));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

/** Where the temporary-password dialog came from, to offer the way back. */
export interface ProfileLocationState {
  from?: string;
}

function useProfileId(ownId: number | undefined): number | null {
  const { id } = useParams();
  const requested = id && /^\d+$/.test(id) ? Number(id) : null;
  return requested !== null && requested !== ownId ? requested : null;
}

export function ProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const refreshUser = useRefreshUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const otherId = useProfileId(user?.data.id);
  const { data: profile, isPending, error, refetch } = useProfile(otherId);
  const from = (location.state as ProfileLocationState | null)?.from;
  // The forms' chunk loads after the heading, while the profile does.
  const content = useDeferredModule(loadContent);

  const onSaved = async (saved: Profile) => {
    queryClient.setQueryData(profileQuery(null).queryKey, saved);
    if (saved.lang !== i18n.language) await changeLanguage(saved.lang);
    await refreshUser();
  };

  const title = otherId === null ? t('profile.title') : t('profile.otherAgent');
  const notFound = (error as { response?: { status?: number } } | null)?.response?.status === 404;

  return (
    <section className={styles.root}>
      <Title2 as="h1">{profile && otherId !== null ? `${title}: ${profile.firstname} ${profile.lastname}` : title}</Title2>
      {from && <AppLink to={from}>{t('profile.backTo')}</AppLink>}
      {isPending && <PageLoading padded={false} />}
      {error && (
        <Notice intent="error" actions={!notFound && <Button onClick={() => void refetch()}>{t('actions.retry')}</Button>}>
          {notFound ? t('profile.notFound') : t('profile.loadError')}
        </Notice>
      )}
      {profile &&
        (content ? (
          <content.ProfileContent profile={profile} user={user} onSaved={onSaved} onPasswordChanged={refreshUser} />
        ) : (
          <PageLoading padded={false} />
        ))}
    </section>
  );
}
