/**
 * The layout's secondary widgets load after the first screen: the page the user asked for renders first, the
 * chrome around it fills in once the browser is idle (bench/bundle: shell first load). Each gets a same-size
 * placeholder so nothing jumps when it arrives.
 */
import { lazy, type ComponentProps, type ComponentType } from 'react';
import { AfterFirstScreen } from '../../app/after-first-screen.tsx';
import { loadWhenIdle } from '../../app/when-idle.ts';
import { withLaterTexts } from '../../i18n/shell-texts.ts';

function deferred<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: { width?: number; height?: number } = {}) {
  const Lazy = lazy(async () => ({ default: await loadWhenIdle(load) }));
  return function Deferred(props: P) {
    return (
      <AfterFirstScreen
        fallback={<span aria-hidden style={{ display: 'inline-block', width: placeholder.width, height: placeholder.height }} />}
      >
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </AfterFirstScreen>
    );
  };
}

export const ActiveAgents = deferred(() => import('./active-agents.tsx').then((m) => m.ActiveAgents), { width: 64 });
export const PlannedWorks = deferred(() => import('./planned-works.tsx').then((m) => m.PlannedWorks), { width: 40 });
export const NotificationsBell = deferred(() => import('./notifications-bell.tsx').then((m) => m.NotificationsBell), { width: 40 });
export const SummaryPanel = deferred(() => import('./summary-panel.tsx').then((m) => m.SummaryPanel));
export const DraftsBar = deferred(() => import('./drafts-bar.tsx').then((m) => m.DraftsBar));
export const CompanyFilter = deferred(() => import('./company-filter.tsx').then((m) => m.CompanyFilter), { height: 62 });
export const MailAlert = deferred(() => import('./mail-alert.tsx').then((m) => m.MailAlert));
export const CollapsedCompanyFilter = deferred(() => import('./collapsed-company-filter.tsx').then((m) => m.CollapsedCompanyFilter), {
  height: 40,
});
/** The top bar's search box and its panel, with the texts they show (the first screen carries neither). */
export const GlobalSearch = deferred(() => withLaterTexts(() => import('./global-search.tsx')).then((m) => m.GlobalSearch), { width: 40 });
export const ShellDialogs = deferred(() => withLaterTexts(() => import('../../dialogs/index.tsx')).then((m) => m.ShellDialogs));
/** The top bar's running-timer chip (nothing while no timer runs), with the texts it shows. */
export const RunningTimer = deferred(() => withLaterTexts(() => import('./running-timer.tsx')).then((m) => m.RunningTimer));
