/** Facts decided once at start-up and read by the UI. */
import type { OverrideDecision } from '../federation/local-override.ts';
import type { BrowserConfig } from '../federation/runtime-config.ts';

let browserConfig: BrowserConfig = { apiBase: '/api', remoteOverrideOrigins: [] };

export function setBrowserConfig(value: BrowserConfig): void {
  browserConfig = value;
}

export function currentBrowserConfig(): BrowserConfig {
  return browserConfig;
}

let decision: OverrideDecision = { applied: [], refused: [] };

export function setOverrideDecision(value: OverrideDecision): void {
  decision = value;
}

export function overrideDecision(): OverrideDecision {
  return decision;
}
