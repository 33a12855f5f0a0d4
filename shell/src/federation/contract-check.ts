/**
 * The shell contract check (README "The shell contract and its version"): a remote's mf-manifest.json names the
 * range of the shell contract it needs (`metaData.helpdeskContract.requires`); this runtime plugin reads it as the
 * manifest arrives — before the runtime resolves, preloads or evaluates the remote's remoteEntry.js — and refuses a
 * remote this shell's version does not satisfy. The refusal reaches the shell plugin's errorLoadRemote, which answers
 * with a fallback naming the range, so the remote's pages say "needs a newer version" and the other remotes work.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, unsatisfiedContract } from '@helpdesk/shared/remote/contract-version';

export class ContractSkewError extends Error {
  constructor(
    readonly remote: string,
    /** The range the remote needs. */
    readonly requires: string,
    /** The version this shell offers. */
    readonly offered: string,
  ) {
    super(`${remote} needs shell contract ${requires}, this shell offers ${offered}`);
    this.name = 'ContractSkewError';
  }
}

export function contractPlugin(shellVersion: string = CONTRACT_VERSION): ModuleFederationRuntimePlugin {
  return {
    name: 'helpdesk-contract',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const requires = unsatisfiedContract(args.manifestJson, shellVersion);
      if (requires) throw new ContractSkewError(args.moduleInfo.name, requires, shellVersion);
      return args;
    },
  };
}

/** sessionStorage: the shell version and range for which the user already reloaded the page, per remote. */
const reloadKey = (remote: string) => `helpdesk.contract-reload.${remote}`;

/** Whether a reload already happened on this very shell for this range: reloading again cannot help. */
export function reloadedForSkew(remote: string, requires: string, shellVersion: string = CONTRACT_VERSION): boolean {
  try {
    return window.sessionStorage.getItem(reloadKey(remote)) === `${shellVersion} ${requires}`;
  } catch {
    return false;
  }
}

/** Remembers that this shell reloaded for the remote's range, then reloads the page (a newer shell may answer). */
export function reloadForSkew(
  remote: string,
  requires: string,
  shellVersion: string = CONTRACT_VERSION,
  reload = () => window.location.reload(),
): void {
  try {
    window.sessionStorage.setItem(reloadKey(remote), `${shellVersion} ${requires}`);
  } catch {
    // Private mode without storage: the reload still happens, the admin hint just never appears.
  }
  reload();
}
