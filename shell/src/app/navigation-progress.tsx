import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DATA_FETCH_MIN_DELAY_MS, LOADING_BAR_MAX } from '@helpdesk/shared';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '3px',
    zIndex: 1000,
    backgroundColor: tokens.colorPaletteYellowForeground1,
    transitionProperty: 'width, opacity',
    transitionDuration: '200ms',
  },
});

/**
 * The loading bar while a navigation loads its screen (a remote, a lazy chunk): shown only when loading takes
 * longer than the spec's 200 ms, creeping towards but never past its cap of 100.
 */
export function NavigationProgress() {
  const styles = useStyles();
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!loading) {
      setProgress((current) => (current > 0 ? LOADING_BAR_MAX : 0));
      const hide = setTimeout(() => setProgress(0), 250);
      return () => clearTimeout(hide);
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setProgress(10);
      timer = setInterval(() => setProgress((current) => Math.min(LOADING_BAR_MAX - 5, current + (LOADING_BAR_MAX - current) / 8)), 200);
    }, DATA_FETCH_MIN_DELAY_MS);
    return () => {
      clearTimeout(start);
      if (timer) clearInterval(timer);
    };
  }, [loading]);

  if (progress === 0) return null;
  return (
    <div
      className={styles.bar}
      style={{ width: `${progress}%`, opacity: progress >= LOADING_BAR_MAX ? 0 : 1 }}
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={LOADING_BAR_MAX}
      aria-valuenow={Math.round(progress)}
      data-testid="navigation-progress"
    />
  );
}
