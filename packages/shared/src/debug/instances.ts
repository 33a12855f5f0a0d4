/**
 * Each app records the library instances it actually received, so the control centre and the e2e suite can
 * prove there is one React, one QueryClient, one Fluent context and one event bus across all apps.
 */
export interface AppInstances {
  /** A function of the app's `react` import (useState): equal across apps only if React is one module. */
  React: unknown;
  /** A function of the app's `react-dom` import (createPortal). */
  ReactDOM?: unknown;
  queryClient?: unknown;
  fluentContext?: unknown;
  eventBus?: unknown;
  i18n?: unknown;
  store?: unknown;
  version?: string;
}

interface HelpdeskGlobal {
  instances: Record<string, AppInstances>;
}

declare global {
  interface Window {
    __helpdesk?: HelpdeskGlobal;
  }
}

export function registerAppInstances(app: string, instances: AppInstances): void {
  if (typeof window === 'undefined') return;
  window.__helpdesk ??= { instances: {} };
  window.__helpdesk.instances[app] = { ...window.__helpdesk.instances[app], ...instances };
}

export function registeredInstances(): Record<string, AppInstances> {
  return typeof window === 'undefined' ? {} : (window.__helpdesk?.instances ?? {});
}
