/**
 * A ticket's conversation as both the staff and the client ticket pages draw it: an ordered list of entries, each a
 * card with its author, a badge, the time and the body; the original request, agents', clients', the system's (alerts,
 * reminders) and (staff only) internal notes each with their own edge. The pages decide what goes in (texts, attachments, actions).
 */
import type { ReactNode } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** `system`: what the product itself wrote for nobody (a monitoring alert, a reminder). */
export type ThreadTone = 'request' | 'agent' | 'client' | 'system' | 'note';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  agent: { borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  client: { borderLeft: `4px solid ${tokens.colorNeutralStroke1}` },
  system: { borderLeft: `4px solid ${tokens.colorPaletteBerryBorderActive}`, backgroundColor: tokens.colorNeutralBackground3 },
  request: { borderLeft: `4px solid ${tokens.colorPaletteBlueBorderActive}`, backgroundColor: tokens.colorNeutralBackground2 },
  note: {
    borderLeft: `4px solid ${tokens.colorPaletteYellowBorderActive}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px dashed ${tokens.colorPaletteYellowBorderActive}`,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  author: { fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
});

export function ThreadList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={label} data-testid="thread">
      {children}
    </ol>
  );
}

export interface ThreadEntryProps {
  tone: ThreadTone;
  author: string;
  /** What the author is (request, agent, client, system, internal note). */
  badge?: ReactNode;
  /** When, as the API gives it (ISO), and as the page writes it. */
  at: string;
  time: string;
  /** The body, attachments and anything else the page shows in the card. */
  children: ReactNode;
  /** `data-*` attributes for tests and styles of the page. */
  data?: Record<`data-${string}`, string>;
}

export function ThreadEntry({ tone, author, badge, at, time, children, data }: ThreadEntryProps) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.item, styles[tone])} {...data}>
      <div className={styles.head}>
        <Text className={styles.author}>{author}</Text>
        {badge}
        <Text size={200} className={styles.time}>
          <time dateTime={at}>{time}</time>
        </Text>
      </div>
      {children}
    </li>
  );
}
