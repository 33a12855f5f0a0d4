/**
 * The shell's federation runtime plugin: applies validated local overrides when remotes register, and answers
 * a failed routes-module load with a fallback module instead of an exception.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@helpdesk/shared/remote-names';
import type { AppliedOverride } from './local-override.ts';
import { ContractSkewError } from './contract-check.ts';

export interface FallbackRoutesModule {
  remote: RemoteName;
  version: 'unavailable';
  routes: [];
  fallback: true;
  error: string;
  /** The shell contract range the remote's manifest needs and this shell does not satisfy (contract-check.ts). */
  needsContract?: string;
}

export function isFallbackModule(module: object): module is FallbackRoutesModule {
  return 'fallback' in module && module.fallback === true;
}

function remoteOfRequest(id: string): RemoteName | null {
  const name = id.split('/')[0];
  return (REMOTE_NAMES as readonly string[]).includes(name ?? '') ? (name as RemoteName) : null;
}

export function shellFederationPlugin(overrides: AppliedOverride[]): ModuleFederationRuntimePlugin {
  const byRemote = new Map(overrides.map((o) => [o.remote, o.url]));
  return {
    name: 'helpdesk-shell-plugin',
    beforeRegisterRemote(args) {
      const url = byRemote.get(args.remote.name as RemoteName);
      if (url && 'entry' in args.remote) args.remote.entry = url;
      return args;
    },
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteOfRequest(String(args.id));
      if (!remote) return undefined;
      if (args.error instanceof ContractSkewError) console.warn(`Remote "${remote}" refused: ${args.error.message}`);
      else console.error(`Remote "${remote}" failed to load`, args.error);
      const fallback: FallbackRoutesModule = {
        remote,
        version: 'unavailable',
        routes: [],
        fallback: true,
        error: args.error instanceof Error ? args.error.message : String(args.error),
        ...(args.error instanceof ContractSkewError ? { needsContract: args.error.requires } : {}),
      };
      return fallback;
    },
  };
}
