/**
 * One place on the page that says "changed meanwhile": a stale save (409) reports here with what the agent tried,
 * the current ticket is already on screen, and the agent decides to apply the change again or drop it.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ConflictNotice {
  /** The server's message of the 409 answer. */
  message: string;
  /** What the agent tried, in words ("Priorytet → Wysoki"). */
  change: string;
  /** Sends the same change again on top of the version now on screen. */
  reapply: (version: number) => void;
  /** A reply that was not sent says "send again" rather than "apply again". */
  kind?: 'change' | 'reply';
}

interface ConflictApi {
  notice: ConflictNotice | null;
  report: (notice: ConflictNotice) => void;
  dismiss: () => void;
}

const ConflictContext = createContext<ConflictApi | null>(null);

export function ConflictProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<ConflictNotice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  const value = useMemo(() => ({ notice, report: setNotice, dismiss }), [notice, dismiss]);
  return <ConflictContext.Provider value={value}>{children}</ConflictContext.Provider>;
}

export function useConflict(): ConflictApi {
  const api = useContext(ConflictContext);
  if (!api) throw new Error('useConflict needs a ConflictProvider');
  return api;
}
