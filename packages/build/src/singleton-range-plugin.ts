/**
 * A federation runtime plugin every app's runtime runs (app-config.ts `runtimePlugins`): the singleton's version check
 * without the runtime's regex-built semver. Each `loadShare` of a singleton checks the loaded version against the
 * app's `requiredVersion`, and the runtime's `satisfy` builds and runs about ten regular expressions a call: ~11 ms
 * of a warm full load's boot for the ~60 singletons the shell and the first screen's remote take (bench/page-load
 * `--boot-profile` with `BENCH_INCLUSIVE=module-federation`).
 *
 * Only what our builds declare takes the short way: a singleton, no strict version, no tree-shaking, a plain
 * `^major.minor.patch` range against a plain version. Anything else goes to the runtime's own resolver, unchanged. The
 * outcome is the runtime's: the loaded singleton, and a console warning when its version is outside the range.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const PLAIN = /^(\d+)\.(\d+)\.(\d+)$/;

/** Whether `version` is in the caret range `range` (npm's rules); null when either is not plain x.y.z. */
export function caretAllows(version: string, range: string): boolean | null {
  const have = PLAIN.exec(version);
  const need = range.startsWith('^') ? PLAIN.exec(range.slice(1)) : null;
  if (!have || !need) return null;
  const [major, minor, patch] = have.slice(1).map(Number) as [number, number, number];
  const [needMajor, needMinor, needPatch] = need.slice(1).map(Number) as [number, number, number];
  // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0; ^0.0.3 := >=0.0.3 <0.0.4.
  if (major !== needMajor) return false;
  if (needMajor === 0 && minor !== needMinor) return false;
  if (needMajor === 0 && needMinor === 0 && patch !== needPatch) return false;
  if (minor !== needMinor) return minor > needMinor;
  return patch >= needPatch;
}

export default function singletonRangePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'helpdesk-singleton-range',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      const range = config?.requiredVersion;
      if (!config?.singleton || config.strictVersion || shareInfo.treeShaking || typeof range !== 'string') return args;
      const allowed = caretAllows(version, range);
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (allowed === null || !shared) return args;
      args.resolver = () => {
        if (!allowed) {
          console.warn(
            `[ Federation Runtime ]: Version ${version} from ${shared.from} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${range})`,
          );
        }
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
}
