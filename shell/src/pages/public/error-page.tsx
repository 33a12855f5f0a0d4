import { paths } from '@helpdesk/shared';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../error-panel.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL },
  link: { color: tokens.colorBrandForegroundLink },
  ways: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
});

/** Where role failures land (spec §6): 'Brak uprawnień', with a way back — the page before it, or the start page. */
export function ErrorPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The router's first entry has the key 'default': an /error opened directly has no page of ours to go back to.
  const hasPrevious = useLocation().key !== 'default';
  return (
    <div className={styles.root}>
      <ErrorPanel title={t('errors.accessDenied')} message={t('errors.accessDeniedDetail')} />
      <nav className={styles.ways} aria-label={t('errors.waysBack')}>
        {hasPrevious && (
          <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={() => void navigate(-1)}>
            {t('errors.goBack')}
          </Button>
        )}
        <Link className={styles.link} to={paths.home()}>
          {t('errors.backHome')}
        </Link>
      </nav>
    </div>
  );
}
