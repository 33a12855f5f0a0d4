/**
 * THE list of modules every app receives from whichever app loaded them first (ARCHITECTURE §2).
 * One React, one router, one QueryClient context, one i18n instance, one jotai store, one Fluent provider
 * context / Griffel renderer / tabster / portal / toast runtime, one API client and event bus.
 *
 * Fluent's component packages are deliberately NOT shared: shared modules are not tree-shaken, so each app
 * bundles only the components it uses (TOOLCHAIN.md "Fluent UI across remotes"). zod is not shared for the same
 * reason: as a singleton its every locale shipped (87 KiB gzip on the shell's first load, bench/bundle).
 *
 * Only the stateful root of `@helpdesk/shared` is a singleton. Its stateless subpaths (`/schemas`, `/forms`, `/ui`, `/remote`,
 * `/enums`, `/constants`, `/permissions`) are bundled into each app: a singleton is whichever copy loaded first —
 * the shell's — so a remote deployed with a newer schema or form helper than the running shell would get the old
 * one (a missing export, an old rule). Those subpaths reach state only through the root (`@helpdesk/shared`).
 */
import { createRequire } from 'node:module';

export const SHARED_SINGLETON_KEYS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'jotai/vanilla',
  'jotai/react',
  'jotai/utils',
  'i18next',
  'react-i18next',
  '@helpdesk/shared',
  'react-hook-form',
  // The shell has it for the shared formats and sets its locale on every language change: remotes use that one.
  'dayjs',
  // Fluent UI runtime: contexts, provider, styling engine, focus management, portals, toasts.
  '@fluentui/react-shared-contexts',
  '@fluentui/react-provider',
  '@fluentui/react-utilities',
  '@fluentui/react-jsx-runtime',
  '@fluentui/react-jsx-runtime/jsx-runtime',
  '@fluentui/react-tabster',
  'tabster',
  '@fluentui/react-portal',
  '@fluentui/react-positioning',
  '@fluentui/react-toast',
  '@griffel/react',
  '@griffel/core',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

/** package name of a share key: 'react/jsx-runtime' → 'react', '@griffel/react' → '@griffel/react'. */
export function packageNameOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Resolves each shared package's installed version from the app's directory, then through the Fluent umbrella
 * for the runtime packages the app only depends on transitively.
 */
export function sharedDependencies(appDir: string): Record<string, SharedEntry> {
  // Packages the app only reaches transitively (tabster, @griffel/core…) resolve from the package that depends
  // on them: every resolved package directory becomes a resolver for the keys after it.
  const resolvers = [createRequire(`${appDir}/package.json`)];
  const umbrella = resolvers[0]!.resolve('@fluentui/react-components/package.json');
  resolvers.push(createRequire(umbrella));

  const versionOf = (pkg: string): string => {
    for (const req of resolvers) {
      try {
        const manifestPath = req.resolve(`${pkg}/package.json`);
        resolvers.push(createRequire(manifestPath));
        return (req(manifestPath) as { version: string }).version;
      } catch {
        // not reachable from this resolver; try the next
      }
    }
    throw new Error(`Shared dependency ${pkg} is not installed for ${appDir}`);
  };

  const entries: Record<string, SharedEntry> = {};
  for (const key of SHARED_SINGLETON_KEYS) {
    const pkg = packageNameOf(key);
    const version = versionOf(pkg);
    entries[key] = {
      singleton: true,
      version,
      // @helpdesk/shared too: its version is the shell contract's (shell-contract.ts), so a caret range of it.
      requiredVersion: `^${version}`,
      strictVersion: false,
    };
  }
  return entries;
}
