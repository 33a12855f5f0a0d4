import { paths } from '@helpdesk/shared';
import { Button } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { WeatherMoonRegular } from '@fluentui/react-icons/svg/weather-moon';
import { WeatherSunnyRegular } from '@fluentui/react-icons/svg/weather-sunny';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../session/session.ts';
import { LabelTooltip } from '../label-tooltip.tsx';

/** Profile link and logout (spec §2). */
export function UserActions({ profilePath }: { profilePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    await endSession(queryClient);
    navigate(paths.login(), { replace: true });
  };
  return (
    <>
      <LabelTooltip content={t('layout.profile')}>
        <Button appearance="transparent" style={{ color: 'inherit' }} icon={<PersonRegular />} onClick={() => navigate(profilePath)} />
      </LabelTooltip>
      <LabelTooltip content={t('auth.logout')}>
        <Button appearance="transparent" style={{ color: 'inherit' }} icon={<SignOutRegular />} onClick={() => void logout()} />
      </LabelTooltip>
    </>
  );
}

/** Dark/light sidebar switch (spec §2; dark by default, §2 layout defaults). */
export function SidebarThemeToggle({ dark, onToggle }: { dark: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <LabelTooltip content={dark ? t('layout.lightSidebar') : t('layout.darkSidebar')}>
      <Button
        appearance="transparent"
        style={{ color: 'inherit' }}
        icon={dark ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
        aria-pressed={dark}
        onClick={onToggle}
      />
    </LabelTooltip>
  );
}
