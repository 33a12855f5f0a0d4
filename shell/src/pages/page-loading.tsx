import { useId } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * What shows while a page or its data loads: a ring in the brand colour and the text "Loading…", drawn with a few
 * styles of its own instead of Fluent's Spinner package, which the first screen would otherwise fetch only for this
 * (bench/bundle). A progress bar for assistive technology, named by its label.
 */
const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  padded: { padding: '32px', justifyContent: 'center' },
  ring: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
  label: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground1 },
});

/** `padded`: the page-sized version (the router's and the frame's fallback); without it, one inside a page. */
export function PageLoading({ padded = true }: { padded?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      className={mergeClasses(styles.root, padded && styles.padded)}
      data-testid="page-loading"
    >
      <span className={styles.ring} aria-hidden="true" />
      <span id={labelId} className={styles.label}>
        {t('loading')}
      </span>
    </div>
  );
}
