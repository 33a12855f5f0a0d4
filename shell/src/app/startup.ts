/** Facts decided once at start-up and read by the UI. */
import type { OverrideDecision } from '../federation/local-override.ts';

let decision: OverrideDecision = { applied: [], refused: [] };

export function setOverrideDecision(value: OverrideDecision): void {
  decision = value;
}

export function overrideDecision(): OverrideDecision {
  return decision;
}
