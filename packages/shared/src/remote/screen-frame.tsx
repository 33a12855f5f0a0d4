/**
 * The frame of every screen of a remote: one `<section>` the shell and the e2e suite recognise as the remote's
 * screen (`data-testid="screen"`, `data-remote`, `data-screen`), the h1 title with the screen's main actions, the
 * filters, then the body — or, while its query has no answer, the body's loading, error (with retry) or empty state.
 */
import type { ReactNode } from 'react';
import { Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { errorMessage } from '@helpdesk/shared';
// The frames' texts are the shared namespace's list keys, as the /ui list states use them; importing ../ui/texts.ts
// here would put both languages' shared texts on every remote's first route (bench/bundle).
import { ListEmpty, ListError, ListSkeleton } from '../ui/list-states.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  title: { marginRight: 'auto', overflowWrap: 'anywhere' },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    minWidth: 0,
  },
});

/** What the frame reads of the body's query (react-query's result). */
export interface FrameQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: unknown;
}

export interface FrameEmpty {
  text: string;
  /** E.g. "clear the search". */
  action?: ReactNode;
  icon?: FluentIcon;
}

export interface FrameStates {
  /** The query that loads the body: pending → skeleton, failed without an answer → error with retry. */
  query?: FrameQuery;
  /** The answer has nothing to show. */
  isEmpty?: boolean;
  empty?: FrameEmpty;
  /** Instead of the default skeleton. */
  loading?: ReactNode;
  /** Skeleton rows (default 8) and a checkbox column. */
  loadingRows?: number;
  selectable?: boolean;
  /** What failed to load (default: the shared "Could not load the data."). */
  errorText?: string;
  /** The loading state's name for assistive technology. */
  loadingLabel?: string;
}

export interface ScreenFrameProps extends FrameStates {
  title: ReactNode;
  /** The remote whose screen this is (`data-remote`). */
  remote: string;
  /** Which screen this is (`data-screen`). */
  name?: string;
  /** At the title's end: the screen's main actions. */
  actions?: ReactNode;
  /** Below the title: the body's filters. */
  filters?: ReactNode;
  /** Something is being fetched (`aria-busy`); default: the query's isFetching. */
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The body's state: the error, loading or empty element in its place, or null when the body shows. */
export function frameState(states: FrameStates): ReactNode {
  const { query, isEmpty, empty, loading, loadingRows, selectable, errorText, loadingLabel } = states;
  if (query?.isError && query.data === undefined) {
    return (
      <ListError text={errorText} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (query?.isPending) return loading ?? <ListSkeleton rows={loadingRows} selectable={selectable} label={loadingLabel} />;
  if (isEmpty && empty) return <ListEmpty text={empty.text} action={empty.action} icon={empty.icon} />;
  return null;
}

/** A failed refetch while the last answer stays on screen. */
export function FrameRefetchError({ query, errorText }: Pick<FrameStates, 'query' | 'errorText'>) {
  if (!query?.isError || query.data === undefined) return null;
  return (
    <ListError text={errorText} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  );
}

export function ScreenFrame(props: ScreenFrameProps) {
  const { title, remote, name, actions, filters, busy, className, children, ...states } = props;
  const styles = useStyles();
  const state = frameState(states);
  return (
    <section
      className={mergeClasses(styles.root, className)}
      data-testid="screen"
      data-remote={remote}
      data-screen={name}
      aria-busy={(busy ?? states.query?.isFetching) || undefined}
    >
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions}
      </header>
      {filters && <div className={styles.filters}>{filters}</div>}
      {state ?? children}
      {!state && <FrameRefetchError query={states.query} errorText={states.errorText} />}
    </section>
  );
}
