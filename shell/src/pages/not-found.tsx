import { paths } from '@helpdesk/shared';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  link: { color: tokens.colorBrandForegroundLink },
});

/** Unknown routes (spec §8): 'This page could not be found' with a link home. */
export function NotFound() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} data-testid="not-found">
      <Title2 as="h1">404</Title2>
      <Body1>{t('errors.notFoundPage')}</Body1>
      <Link className={styles.link} to={paths.home()}>
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
