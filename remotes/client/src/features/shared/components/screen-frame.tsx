/**
 * The frame of every client-area screen: one `<section>` the shell and the e2e suite recognise as this remote's
 * screen, the h1 title and the screen's main actions, then its content.
 */
import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  title: { marginRight: 'auto', overflowWrap: 'anywhere' },
});

export interface ScreenFrameProps {
  title: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
  children: ReactNode;
  /** Which screen this is, for tests (`data-screen`). */
  name: string;
}

export function ScreenFrame({ title, actions, busy, children, name }: ScreenFrameProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid="screen" data-remote="client" data-screen={name} aria-busy={busy || undefined}>
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions}
      </header>
      {children}
    </section>
  );
}
