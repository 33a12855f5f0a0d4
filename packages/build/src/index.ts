export { appBuilds, appConfig, SPLIT_WITHOUT_ICONS, type AppOptions } from './app-config.ts';
export { SERVER_DIR, SERVER_ENTRY_FILE, SSR_REMOTE_ENTRY } from './server-build.ts';
export { sharedDependencies, SHARED_SINGLETON_KEYS, packageNameOf } from './shared-dependencies.ts';
export { REMOTES, REMOTE_NAMES, SHELL_DEV_PORT, type RemoteName } from './remotes.ts';
