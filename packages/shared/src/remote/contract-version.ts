/**
 * The shared contract's version: what `@helpdesk/shared` offers the apps (the root's state, events, kit, route
 * table). Compiled into each app from its own build (this file is part of the per-app kit, not of the singleton
 * root), so the shell and each remote carry the numbers of the release they were built from:
 * - CONTRACT_VERSION: the contract this build was made against (a shell offers it to remotes);
 * - REQUIRED_CONTRACT: the oldest contract this build runs with (a remote needs at least that from the shell).
 * Raise CONTRACT_VERSION when shared gains what remotes may use; raise MINIMUM when a remote starts relying on it.
 * A build may claim other numbers (HELPDESK_CONTRACT_VERSION / HELPDESK_REQUIRED_CONTRACT, packages/build): the e2e
 * skew tests build an older or newer release that way.
 */
// 3: addLazyTranslations / loadTranslations (a remote's texts one language at a time; the shell loads them on a
// language change), which the tickets remote relies on.
const CURRENT = 3;
const MINIMUM = 3;

const fromBuild = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
};

export const CONTRACT_VERSION: number = fromBuild(process.env.HELPDESK_CONTRACT_VERSION, CURRENT);
export const REQUIRED_CONTRACT: number = fromBuild(process.env.HELPDESK_REQUIRED_CONTRACT, MINIMUM);
