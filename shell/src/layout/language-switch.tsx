import { ToggleButton } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@helpdesk/shared';
import { useCurrentUser } from '../session/session.ts';
import { saveLanguage } from '../session/session-api.ts';
import { toast } from '@helpdesk/shared';

/**
 * en / pl switch (spec §2). The choice applies at once, is kept in this browser, and for a logged-in user is
 * saved on the server (POST /profile/set-lang); a failed save shows 'Error' (spec §8) and keeps the choice.
 */
export function LanguageSwitch({ tone = 'onBrand' }: { tone?: 'onBrand' | 'neutral' }) {
  const { i18n, t } = useTranslation();
  const user = useCurrentUser();
  const choose = async (locale: Locale) => {
    await i18n.changeLanguage(locale);
    if (user) await saveLanguage(locale).catch(() => toast.error(t('errors.languageSave')));
  };
  return (
    <div role="group" aria-label={t('layout.language')}>
      {LOCALES.map((locale) => (
        <ToggleButton
          key={locale}
          size="small"
          appearance="transparent"
          checked={i18n.resolvedLanguage === locale}
          aria-pressed={i18n.resolvedLanguage === locale}
          onClick={() => void choose(locale)}
          style={{ color: tone === 'onBrand' ? 'inherit' : undefined, minWidth: 36 }}
          lang={locale}
        >
          {locale.toUpperCase()}
        </ToggleButton>
      ))}
    </div>
  );
}
