/**
 * A screen that exists in the route table but whose feature is not built yet. It still uses the shared router,
 * query client, i18n, jotai store and Fluent theme, so a placeholder proves the federation wiring.
 */
import { Badge, Body1, Caption1, Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
// Part of the singleton root (not of /ui), so a relative import of the store's atom is the same atom.
import { companyFilterAtom } from '../state/atoms.ts';

const useStyles = makeStyles({
  card: { maxWidth: '760px', padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
});

export interface ScreenPlaceholderProps {
  title: string;
  remote: string;
  version: string;
}

export function ScreenPlaceholder({ title, remote, version }: ScreenPlaceholderProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const { pathname } = useLocation();
  const companyFilter = useAtomValue(companyFilterAtom);
  const company = companyFilter === 'all' ? t('placeholder.allCompanies') : String(companyFilter);
  return (
    <Card className={styles.card} data-testid="screen" data-remote={remote}>
      <Title2 as="h1">{title}</Title2>
      <Body1>{t('placeholder.comingSoon')}</Body1>
      <div className={styles.meta}>
        <Badge appearance="tint">{pathname}</Badge>
        <Badge appearance="outline" data-testid="company-filter-value">
          {t('placeholder.companyFilter', { company })}
        </Badge>
      </div>
      <Caption1>{t('placeholder.servedBy', { remote, version })}</Caption1>
    </Card>
  );
}
