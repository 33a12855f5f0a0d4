/**
 * What the profile page shows once the profile has loaded: the forms for one's own profile (details, password,
 * notifications, layout), or another agent's details read only. A chunk of its own (the forms bring zod,
 * react-hook-form and the inputs), fetched while the profile is, so the page's heading does not wait for it
 * (bench/bundle, "until render").
 */
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { can } from '@helpdesk/shared';
import type { Profile } from './profile-api.ts';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileReadOnly } from './profile-read-only.tsx';
import { LayoutSettingsCard } from './layout-settings.tsx';
import { NotificationPreferencesCard } from './notification-preferences-card.tsx';
import { SignInSecurityCard } from './sign-in-security-card.tsx';

export interface ProfileContentProps {
  profile: Profile;
  user: CurrentUser | null;
  onSaved: (saved: Profile) => unknown;
  onPasswordChanged: () => unknown;
}

export function ProfileContent({ profile, user, onSaved, onPasswordChanged }: ProfileContentProps) {
  if (!profile.editable) return <ProfileReadOnly profile={profile} canManage={can(user, 'profiles.edit-others')} />;
  const temporary = !!user?.data.temporary_password;
  return (
    <>
      {temporary && <PasswordForm temporary onChanged={onPasswordChanged} />}
      <ProfileDetailsForm key={profile.id} profile={profile} onSaved={onSaved} />
      {!temporary && <PasswordForm temporary={false} onChanged={onPasswordChanged} />}
      {profile.kind === 'agent' && <SignInSecurityCard />}
      <NotificationPreferencesCard kind={profile.kind} />
      <LayoutSettingsCard />
    </>
  );
}
