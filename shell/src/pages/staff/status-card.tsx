/** A status card of the control centre: an icon, a title and what it says; `Facts` lists term and value pairs. */
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalXS, minHeight: '120px' },
  cardTop: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  icon: { fontSize: '22px', display: 'flex', color: tokens.colorBrandForeground1 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

export function StatusCard({ icon, title, children }: { icon: ReactElement; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.cardTop}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <Text as="h3" weight="semibold">
          {title}
        </Text>
      </div>
      {children}
    </Card>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
