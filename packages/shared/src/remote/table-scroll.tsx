/**
 * The sideways scroll box of a table sized to its content, in a module of its own: a screen that only scrolls its own
 * table takes this, not the light table's module (its styles are made when the module loads).
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A table sized to its content scrolls sideways on a narrow screen instead of overlapping its cells.
  scroll: { overflowX: 'auto', maxWidth: '100%', '& table': { tableLayout: 'auto' } },
});

/**
 * A box that lets a table sized to its content (`table-layout: auto`) scroll sideways on a narrow screen. With a
 * `label` it is a named region a keyboard can focus and scroll.
 */
export function TableScroll({ children, className, label }: { children: ReactNode; className?: string | undefined; label?: string }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.scroll, className)} {...(label ? { role: 'region', tabIndex: 0, 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
