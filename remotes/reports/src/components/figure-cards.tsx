/** The headline figures of a report as a row of cards. */
import { formatFixed } from '@helpdesk/shared/format';
import type { ReactNode } from 'react';
import { Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface Figure {
  key: string;
  label: string;
  value: string;
  detail?: string;
  /** A note under the detail (the accepted part of a used figure). */
  note?: ReactNode;
}

export function FigureCards({ figures }: { figures: Figure[] }) {
  const styles = useStyles();
  return (
    <div className={styles.cards} data-testid="report-figures">
      {figures.map((f) => (
        <Card key={f.key} className={styles.card} data-testid={`figure-${f.key}`}>
          <Caption1 className={styles.muted}>{f.label}</Caption1>
          <Text className={styles.figure}>{f.value}</Text>
          {f.detail && <Caption1>{f.detail}</Caption1>}
          {f.note}
        </Card>
      ))}
    </div>
  );
}

/** `met / total` as a whole percentage, `—` with nothing judged. */
export const percentOf = (s: { met: number; total: number }) => (s.total ? `${Math.round((s.met / s.total) * 100)}%` : '—');
/** The met share as a fraction for a percent column of the export; none without any. */
export const ratioOf = (s: { met: number; total: number }) => (s.total ? s.met / s.total : null);
export const percentValue = (s: { met: number; total: number }) => (s.total ? Math.round((s.met / s.total) * 100) : 0);

/** A decimal figure (an evaluation average) in the language's notation, `—` without one. */
export const decimalText = (value: number | null, language: string | undefined) => formatFixed(value, language, 2);
