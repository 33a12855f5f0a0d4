/** What ScreenPlaceholder shows (screen-placeholder.tsx loads it when a placeholder is first rendered). */
import { Badge, Body1, Caption1, Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { CompanyFilter } from '@helpdesk/shared';

const useStyles = makeStyles({
  card: { maxWidth: '760px', padding: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalM },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
});

export interface ScreenPlaceholderProps {
  title: string;
  remote: string;
  version: string;
}

export function ScreenPlaceholderView({
  title,
  remote,
  version,
  companyFilter,
}: ScreenPlaceholderProps & { companyFilter: CompanyFilter }) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const { pathname } = useLocation();
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
