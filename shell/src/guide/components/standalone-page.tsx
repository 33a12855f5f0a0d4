/**
 * The frame of the shell's pages that stand outside both layouts (/help, /utility/*): brand, language
 * switch and a centred column, usable without logging in and at the mobile breakpoint.
 */
import { paths } from '@helpdesk/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LAYOUT, MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import { LanguageSwitch } from '../../layout/language-switch.tsx';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  top: {
    height: `${LAYOUT.topBarHeightPx}px`,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  brand: {
    marginRight: 'auto',
    color: 'inherit',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: '2px' },
  },
  main: {
    width: '100%',
    maxWidth: '960px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    [`@media ${MOBILE_MEDIA_QUERY}`]: { padding: tokens.spacingHorizontalL },
  },
});

export function StandalonePage({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <RouterLink to={paths.home()} className={styles.brand}>
          {t('layout.brand')}
        </RouterLink>
        <LanguageSwitch />
      </header>
      <main className={styles.main} id="content">
        {children}
      </main>
    </div>
  );
}
