import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@helpdesk/shared';
import { useCurrentUser } from '../session/session.ts';
import { saveLanguage } from '../session/session-api.ts';
import { changeLanguage } from '../i18n/shell-texts.ts';
import { toast } from '@helpdesk/shared';

const useStyles = makeStyles({
  button: { minWidth: '36px' },
  onBrand: { color: 'inherit' },
  // What Fluent's ToggleButton does when checked, without its ~4 KiB of styles for every appearance: the chosen
  // language stands out (on the brand-coloured bar in weight only, as the bar's text colour is inherited).
  chosen: { fontWeight: tokens.fontWeightBold },
  chosenNeutral: { color: tokens.colorNeutralForeground2BrandSelected },
});

/**
 * en / pl switch (spec §2). The choice applies at once, is kept in this browser, and for a logged-in user is
 * saved on the server (POST /profile/set-lang); a failed save shows 'Error' (spec §8) and keeps the choice.
 */
export function LanguageSwitch({ tone = 'onBrand' }: { tone?: 'onBrand' | 'neutral' }) {
  const styles = useStyles();
  const { i18n, t } = useTranslation();
  const user = useCurrentUser();
  const choose = async (locale: Locale) => {
    await changeLanguage(locale);
    if (user) await saveLanguage(locale).catch(() => toast.error(t('errors.languageSave')));
  };
  return (
    <div role="group" aria-label={t('layout.language')}>
      {LOCALES.map((locale) => {
        const chosen = i18n.resolvedLanguage === locale;
        return (
          <Button
            key={locale}
            size="small"
            appearance="transparent"
            aria-pressed={chosen}
            onClick={() => void choose(locale)}
            className={mergeClasses(
              styles.button,
              tone === 'onBrand' && styles.onBrand,
              chosen && styles.chosen,
              chosen && tone === 'neutral' && styles.chosenNeutral,
            )}
            lang={locale}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </div>
  );
}
