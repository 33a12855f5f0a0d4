/**
 * The one rspack configuration every app builds with; an app's own rspack.config.ts only names itself.
 * Each app builds alone into its own dist/ with remoteEntry.js and mf-manifest.json (ARCHITECTURE §2).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DefinePlugin, HtmlRspackPlugin, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies.ts';
import { AssetMapPlugin } from './asset-map.ts';
import { devServerConfig } from './dev-server.ts';
import { CONTRACT_METADATA_KEY, requiredRangeFor, type ManifestContract } from '../../shared/src/remote/contract-version.ts';
import { SSR_REMOTE_ENTRY, serverConfig } from './server-build.ts';
import { DECLARATION_METADATA_KEY, type RemoteDeclaration } from '../../shared/src/federation/remote-declaration.ts';
import { LOCALES } from '../../shared/src/constants.ts';

export interface AppOptions {
  /** Federation name: 'shell' or a remote name. */
  name: string;
  /** The app's directory (its package.json lives there). */
  dir: string;
  devPort: number;
  /** Remotes expose './routes'; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** A remote's declaration (its `src/declaration.ts`): written into its mf-manifest.json for the shell and the server. */
  declaration?: RemoteDeclaration;
  /** Runtime plugins (paths), loaded into the federation runtime of this app. */
  runtimePlugins?: string[];
  /** The shell serves an HTML page; a remote's main entry is only a standalone notice. */
  htmlTitle: string;
  /** Dev-server proxy target for API calls (the shell's dev server only). */
  devProxyTarget?: string;
  /** The shell's lazy layouts by area ('staff', 'client'): their chunks are named in asset-map.json for preloading. */
  layouts?: Record<string, string>;
  /** The app's own build steps (the shell's guide database, its public/ files), after the common plugins. */
  plugins?: RspackPluginInstance[];
  /** The shell's server renderer: the entry of its server bundle (remotes' server bundles expose `exposes`). */
  serverEntry?: string;
  /** The app's own build steps its server bundle needs too (the shell's guide database). */
  serverPlugins?: RspackPluginInstance[];
}

type Mode = 'production' | 'development' | 'none';

/** An app's texts per language, where it keeps them (`src/i18n/<locale>.ts`, each imported lazily). */
function textModules(dir: string): Record<string, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, `./src/i18n/${locale}.ts`]).filter(([, file]) => existsSync(resolve(dir, file!))),
  );
}

/**
 * A remote's stats (and so its mf-manifest.json) with `metaData.helpdeskContract` (the version built against, the
 * range needed), `metaData.helpdeskDeclaration` (its paths and menu entries) and, when it has one, its server build's
 * entry (`ssrRemoteEntry`, Module Federation's own field).
 */
function withContract<T extends { metaData: object }>(
  stats: T,
  sharedVersion: string,
  declaration: RemoteDeclaration | undefined,
  serverBuild: boolean,
): T {
  const contract: ManifestContract = { version: sharedVersion, requires: requiredRangeFor(sharedVersion) };
  const declared = declaration ? { [DECLARATION_METADATA_KEY]: declaration } : {};
  const server = serverBuild ? { ssrRemoteEntry: SSR_REMOTE_ENTRY } : {};
  return { ...stats, metaData: { ...stats.metaData, [CONTRACT_METADATA_KEY]: contract, ...declared, ...server } };
}

/**
 * Production builds make a server bundle too, unless HELPDESK_SERVER_BUILD=off (a remote then renders in the browser
 * only); HELPDESK_SERVER_BUILD=on makes one in development too (React's full hydration messages on both sides).
 */
export const buildsServerBundle = (mode: Mode): boolean =>
  process.env.HELPDESK_SERVER_BUILD === 'on' || (mode === 'production' && process.env.HELPDESK_SERVER_BUILD !== 'off');

/**
 * Every bundle an app builds: the browser one (`appConfig`, passed through `customize` — the shell's chunk rules are
 * browser-only) and, in production, the server one (server-build.ts), built side by side by one rspack run.
 */
export function appBuilds(options: AppOptions, customize: (browser: Configuration) => Configuration = (browser) => browser) {
  const browserConfig = appConfig(options);
  return (env: unknown, argv: { mode?: Mode } = {}): Configuration[] => {
    const browser = { name: options.name, ...customize(browserConfig(env, argv)) };
    const mode = browser.mode as Mode;
    if (!buildsServerBundle(mode)) return [browser];
    const shared = sharedDependencies(options.dir);
    return [
      browser,
      serverConfig({
        name: options.name,
        // After the browser build: its clean empties dist/, where the server bundle goes.
        after: browser.name ?? options.name,
        dir: options.dir,
        dist: distOf(options),
        mode,
        version: versionOf(options),
        sharedVersion: shared['@helpdesk/shared']!.version,
        shared,
        ...(options.exposes ? { exposes: options.exposes } : {}),
        ...(options.serverEntry ? { entry: options.serverEntry } : {}),
        plugins: options.serverPlugins ?? [],
        rules: browser.module!.rules,
        resolve: browser.resolve,
      }),
    ];
  };
}

// HELPDESK_VERSION and HELPDESK_DIST build a versioned copy for a deployment (README "Deploying a remote").
const versionOf = (options: AppOptions): string =>
  process.env.HELPDESK_VERSION || (JSON.parse(readFileSync(resolve(options.dir, 'package.json'), 'utf8')) as { version: string }).version;
const distOf = (options: AppOptions): string =>
  process.env.HELPDESK_DIST ? resolve(process.env.HELPDESK_DIST) : resolve(options.dir, 'dist');

export function appConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: Mode } = {}): Configuration => {
    const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const production = mode === 'production';
    const isShell = !options.exposes;
    const version = versionOf(options);
    const dist = distOf(options);
    const shared = sharedDependencies(options.dir);
    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      // Production: hidden source maps (no sourceMappingURL in the scripts), moved out of the public dist/ into
      // dist-sourcemaps/ beside it for error reports; the server never serves *.map either.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: dist,
        publicPath: 'auto',
        // Per version: two builds of one remote in a page (a deployment switched at run time) must not share the
        // chunk-loading global, or the newer runtime adopts the older build's chunks (their ids are deterministic).
        uniqueName: `helpdesk_${options.name}_${version.replace(/[^0-9A-Za-z]/g, '_')}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  // Always the production JSX runtime: a dev remote runs inside a production shell's React
                  // (TOOLCHAIN.md "Dev server"), whose react/jsx-dev-runtime lacks what dev JSX calls.
                  react: { runtime: 'automatic', development: false, refresh: false },
                },
              },
            },
          },
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      optimization: {
        // Short ids in production: every lazy import's chunk list and the federation tables repeat each id (the
        // shell's first load −5.5 KiB, a remote's first route −1 to −3 KiB, bench/bundle). The e2e singleton test
        // and the bench tell which file carries a shared package from mf-manifest.json, not from file names.
        // HELPDESK_MINIFY=off keeps names in a production build (reading a production-only problem's stack).
        ...(process.env.HELPDESK_MINIFY === 'off' ? { minimize: false } : {}),
        chunkIds: production ? 'deterministic' : 'named',
        moduleIds: production ? 'deterministic' : 'named',
        splitChunks: { cacheGroups: SPLIT_WITHOUT_ICONS },
      },
      performance: false,
      lazyCompilation: false,
      plugins: [
        new DefinePlugin({
          'process.env.HELPDESK_VERSION': JSON.stringify(version),
          // The shell contract this app is built against: the @helpdesk/shared version it resolves.
          'process.env.HELPDESK_SHARED_VERSION': JSON.stringify(shared['@helpdesk/shared']!.version),
        }),
        new HtmlRspackPlugin({
          title: options.htmlTitle,
          chunks: ['main'],
          // The shell's page is served for every SPA path (/admin/ticket/show/1), so its script tags must be
          // absolute; chunks still resolve relative to the script ('auto').
          publicPath: process.env.SHELL_PUBLIC_PATH ?? '/',
          templateContent: isShell ? shellHtml(options.htmlTitle) : remoteHtml(options.htmlTitle),
        }),
        new ModuleFederationPlugin({
          name: options.name,
          ...(options.exposes ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [SINGLETON_RANGE_PLUGIN, ...(options.runtimePlugins ?? [])],
          // A remote's manifest names the shell contract range it needs, read before its entry runs (shell-contract.ts).
          manifest: isShell
            ? true
            : {
                additionalData: ({ stats }) =>
                  withContract(stats, shared['@helpdesk/shared']!.version, options.declaration, buildsServerBundle(mode)),
              },
          dts: false,
        }),
        // What the server's HTML preloads for a URL: the shell's first render, a remote's screen by route.
        new AssetMapPlugin({
          dir: options.dir,
          entry: './src/index.ts',
          routes: options.exposes?.['./routes'],
          layouts: options.layouts,
          texts: textModules(options.dir),
        }),
        ...(options.plugins ?? []),
        ...(production
          ? [new BuildInfo(dist, options.name, version, options.dir), new SourceMapsOutOfDist(dist, `${dist}-sourcemaps`)]
          : []),
      ],
      devServer: devServerConfig({
        port: options.devPort,
        isShell,
        ...(options.devProxyTarget ? { proxy: [devProxy(options.devProxyTarget)] } : {}),
      }),
    };
  };
}

/** Every app's federation runtime checks its singletons' caret ranges without the runtime's semver (the plugin's file). */
const SINGLETON_RANGE_PLUGIN = join(import.meta.dirname, 'singleton-range-plugin.ts');

/**
 * The default split groups (rspack's `default` and `defaultVendors`, same settings) without Fluent's icons. The split
 * weighs a module by its source, and an icon comes from one of @fluentui/react-icons' chunk files of thousands of icons
 * (hundreds of KiB): each icon file passed the 20 KB minimum, so a screen's few icons became ~6 scripts of 0.5–2.5 KiB
 * each, every one a preload hint and a script insertion on the first load (bench/page-load --boot-profile). Unsplit, an
 * icon goes into the chunk of the screen that draws it; one used by two screens is in both (a few hundred bytes).
 */
const FLUENT_ICONS = /[\\/]@fluentui[\\/]react-icons[\\/]/;
export const SPLIT_WITHOUT_ICONS = {
  defaultVendors: {
    idHint: 'vendors',
    reuseExistingChunk: true,
    priority: -10,
    test: (module: { nameForCondition?: () => string | null | undefined }) => {
      const name = module.nameForCondition?.() ?? '';
      return /[\\/]node_modules[\\/]/.test(name) && !FLUENT_ICONS.test(name);
    },
  },
  default: {
    idHint: '',
    reuseExistingChunk: true,
    minChunks: 2,
    priority: -20,
    test: (module: { nameForCondition?: () => string | null | undefined }) => !FLUENT_ICONS.test(module.nameForCondition?.() ?? ''),
  },
};

/**
 * After emit, writes `build-info.json` beside the manifest: what the build says about itself, which the server records
 * when the build is deployed (README "Deploying a remote") — the app's name, the version it was built as
 * (HELPDESK_VERSION, else its package version), the commit of the sources (HELPDESK_COMMIT, else the checkout's
 * HEAD, with `-dirty` when the sources under the app's folder or packages/ differ from it; null outside git) and
 * when it was built.
 */
export class BuildInfo {
  constructor(
    private readonly dist: string,
    private readonly name: string,
    private readonly version: string,
    private readonly dir: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('BuildInfo', () => {
      const info = { name: this.name, version: this.version, commit: buildCommit(this.dir), built_at: new Date().toISOString() };
      writeFileSync(join(this.dist, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
    });
  }
}

function buildCommit(dir: string): string | null {
  if (process.env.HELPDESK_COMMIT) return process.env.HELPDESK_COMMIT;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const head = git('rev-parse', 'HEAD');
    if (!head) return null;
    const changed = git('status', '--porcelain', '--', '.', join(git('rev-parse', '--show-toplevel'), 'packages'));
    return changed ? `${head}-dirty` : head;
  } catch {
    return null;
  }
}

/** After emit, moves every *.map from the public dist/ to a directory beside it (replaced at each build). */
export class SourceMapsOutOfDist {
  constructor(
    private readonly dist: string,
    private readonly target: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('SourceMapsOutOfDist', () => {
      rmSync(this.target, { recursive: true, force: true });
      for (const file of readdirSync(this.dist, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        mkdirSync(dirname(join(this.target, file)), { recursive: true });
        renameSync(join(this.dist, file), join(this.target, file));
      }
    });
  }
}

/** Everything the shell's dev server does not build itself goes to the running reference server. */
function devProxy(target: string) {
  return {
    context: (path: string, req: { method?: string; headers: Record<string, string | string[] | undefined> }) => {
      const accept = String(req.headers.accept ?? '');
      if (req.method === 'GET' && accept.includes('text/html')) return false;
      return /^\/(api|sanctum|broadcasting|app|remotes|remotes\.json|config\.json|login|logout|dev|health|save-token|forgot-password|reset-password|two-factor)/.test(
        path,
      );
    },
    target,
    ws: true,
    changeOrigin: false,
  };
}

function shellHtml(title: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 16%22%3E%3Crect width=%2216%22 height=%2216%22 rx=%223%22 fill=%22%230f6cbd%22/%3E%3C/svg%3E">
<title>${title}</title>
<style>html,body,#root{height:100%;margin:0}</style>
</head>
<body>
<div id="root"></div>
<noscript>Ta aplikacja wymaga JavaScriptu. / This application needs JavaScript.</noscript>
</body>
</html>`;
}

function remoteHtml(title: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body><main id="root"></main></body>
</html>`;
}
