/**
 * The server bundle every app builds beside its browser bundle (ARCHITECTURE §7): Module Federation's node runtime
 * (`target: 'async-node'`, a `commonjs-module` container), the same shared singletons, into `dist/server/`. A remote's
 * server container exposes what its browser container does; the shell's has the server renderer as its entry. The
 * browser manifest names the server entry (`metaData.ssrRemoteEntry`), so one manifest URL serves both runtimes.
 */
import { createRequire } from 'node:module';
import { DefinePlugin, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { SharedEntry } from './shared-dependencies.ts';

/** Where a server build lives inside an app's dist/ (and so inside a published version). */
export const SERVER_DIR = 'server';
export const SERVER_ENTRY_FILE = 'remoteEntry.js';

/** What a browser manifest says about the server build beside it (Module Federation's own manifest field). */
export const SSR_REMOTE_ENTRY = { name: SERVER_ENTRY_FILE, path: SERVER_DIR, type: 'commonjs-module' } as const;

const nodeRuntimePlugin = createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin');

export interface ServerBuildOptions {
  name: string;
  /** The browser build's name: the server build runs after it (its clean empties dist/). */
  after: string;
  dir: string;
  dist: string;
  mode: 'production' | 'development' | 'none';
  version: string;
  sharedVersion: string;
  shared: Record<string, SharedEntry>;
  exposes?: Record<string, string>;
  /** The shell's server renderer (its module exporting `render`). */
  entry?: string;
  /** The browser build's swc rule, reused so both bundles compile the sources alike. */
  rules: NonNullable<Configuration['module']>['rules'];
  resolve: Configuration['resolve'];
  plugins: RspackPluginInstance[];
}

/** Emits `package.json` `{"type": "commonjs"}` into the server bundle's folder, so Node requires its files as CommonJS. */
class CommonJsMarker {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CommonJsMarker', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsMarker', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new compiler.rspack.sources.RawSource('{"type":"commonjs"}\n'));
        },
      );
    });
  }
}

export function serverConfig(options: ServerBuildOptions): Configuration {
  return {
    name: `${options.name}-server`,
    dependencies: [options.after],
    mode: options.mode,
    context: options.dir,
    target: 'async-node',
    entry: options.entry ? { main: options.entry } : {},
    devtool: false,
    output: {
      path: `${options.dist}/${SERVER_DIR}`,
      // Chunks load from the files beside the entry (the node runtime plugin), never from a page's script URL.
      publicPath: '',
      uniqueName: `helpdesk_${options.name}_server_${options.version.replace(/[^0-9A-Za-z]/g, '_')}`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: options.resolve,
    // Loaded from node_modules at run time, not bundled (jsdom reads its own files): the shell's sanitising window.
    externals: { jsdom: 'commonjs jsdom' },
    module: { rules: options.rules },
    optimization: { minimize: false, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: false,
    plugins: [
      new DefinePlugin({
        'process.env.HELPDESK_VERSION': JSON.stringify(options.version),
        'process.env.HELPDESK_SHARED_VERSION': JSON.stringify(options.sharedVersion),
        // The federation runtime's own switch: this bundle runs in Node (its script loading is the node one).
        ENV_TARGET: JSON.stringify('node'),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        ...(options.exposes ? { filename: SERVER_ENTRY_FILE, exposes: options.exposes } : {}),
        library: { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        shared: options.shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [nodeRuntimePlugin],
        manifest: false,
        dts: false,
      }),
      // The apps' package.json say "type": "module"; this bundle is CommonJS.
      new CommonJsMarker(),
      ...options.plugins,
    ],
  };
}
