import type { ReactNode } from 'react';
import { Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../layout/language-switch.tsx';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    boxSizing: 'border-box',
  },
  card: { width: 'min(420px, 100%)', padding: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  brand: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

/** The frame of the public auth pages: brand, language switch, a titled card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.head}>
          <span className={styles.brand}>{t('layout.brand')}</span>
          <LanguageSwitch tone="neutral" />
        </div>
        <Title2 as="h1">{title}</Title2>
        {children}
      </Card>
    </main>
  );
}

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: tokens.spacingVerticalS },
  links: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  // Four factors do not fit one line on a phone (390 px).
  factors: { flexWrap: 'wrap' },
});
