import { ToggleButton } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@helpdesk/shared';

/** en / pl switch in the top bar (spec §2). */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <div role="group" aria-label={t('layout.language')}>
      {LOCALES.map((locale) => (
        <ToggleButton
          key={locale}
          size="small"
          appearance="transparent"
          checked={i18n.resolvedLanguage === locale}
          onClick={() => void i18n.changeLanguage(locale)}
          style={{ color: 'inherit', minWidth: 36 }}
          lang={locale}
        >
          {locale.toUpperCase()}
        </ToggleButton>
      ))}
    </div>
  );
}
