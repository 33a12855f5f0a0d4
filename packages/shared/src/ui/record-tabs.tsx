/**
 * A record's page as two tabs (issue 35): its details, and for those who may read the audit trail its History. The
 * History's code loads when the tab is first opened, so it never weighs on a remote's first route. The open tab is
 * kept in the URL (`?tab=history`) so a reload or a shared link opens it again. The details stay mounted while the
 * History shows: an unsaved edit survives a look at what changed before.
 */
import { Suspense, lazy, useId, type ReactNode } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { can, currentUserAtom } from '@helpdesk/shared';
import type { AuditRecordKind } from '../schemas/audit-log.ts';
import { ListSkeleton } from './list-states.tsx';

const AuditHistory = lazy(() => import('./audit-history.tsx').then((m) => ({ default: m.AuditHistory })));

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  panel: { minWidth: 0 },
});

export const HISTORY_TAB = 'history';

export interface RecordTabsProps {
  /** The record whose History the second tab shows (the kinds kept under its id); null: a record not saved yet. */
  history: { kinds: readonly AuditRecordKind[]; recordId: number | string } | null;
  /** `data-testid` prefix: `<testId>-tabs`, `<testId>-history`. */
  testId: string;
  children: ReactNode;
}

export function RecordTabs({ history, testId, children }: RecordTabsProps) {
  const { t } = useTranslation('shared');
  const styles = useStyles();
  const id = useId();
  const seesHistory = can(useAtomValue(currentUserAtom), 'audit-log.view');
  const [params, setParams] = useSearchParams();
  if (!history || !seesHistory) return <>{children}</>;
  const tab = params.get('tab') === HISTORY_TAB ? HISTORY_TAB : 'details';
  const open = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === HISTORY_TAB) next.set('tab', HISTORY_TAB);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => open(String(data.value))}
        aria-label={t('audit.tabs')}
        data-testid={`${testId}-tabs`}
      >
        <Tab value="details" id={`${id}-details`} aria-controls={`${id}-details-panel`}>
          {t('audit.details')}
        </Tab>
        <Tab value={HISTORY_TAB} id={`${id}-history`} aria-controls={`${id}-history-panel`}>
          {t('audit.history')}
        </Tab>
      </TabList>
      <div role="tabpanel" id={`${id}-details-panel`} aria-labelledby={`${id}-details`} hidden={tab !== 'details'} className={styles.panel}>
        {children}
      </div>
      {tab === HISTORY_TAB && (
        <div
          role="tabpanel"
          id={`${id}-history-panel`}
          aria-labelledby={`${id}-history`}
          className={styles.panel}
          data-testid={`${testId}-history`}
        >
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <AuditHistory kinds={history.kinds} recordId={history.recordId} />
          </Suspense>
        </div>
      )}
    </>
  );
}
