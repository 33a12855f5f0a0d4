/**
 * The first stop of the keyboard on every page of both layouts: a link past the top bar and the menu straight to
 * the page's content. Off screen until it has focus, then shown at the top-left corner above everything.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** The id of the element the link leads to (the layout's `<main>`, which takes focus when reached). */
export const MAIN_CONTENT_ID = 'content';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: tokens.shadow16,
    outline: `2px solid ${tokens.colorStrokeFocus2}`,
    // Moved off screen (not hidden), so it stays in the tab order and is read by screen readers.
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none' },
  },
});

export function SkipLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <a
      className={styles.link}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The router would treat the hash as a navigation; focusing the target (which scrolls to it) is all it does.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
