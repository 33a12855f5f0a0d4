import path from 'node:path';
import { CopyRspackPlugin, DefinePlugin, type Configuration } from '@rspack/core';
import { appBuilds, SHELL_DEV_PORT, SPLIT_WITHOUT_ICONS } from '@helpdesk/build';
import { GuidePlugin } from './src/guide/build/guide-plugin.ts';

/** Packages every first screen evaluates: the shared singletons the shell starts with and what only they import. */
const BOOT_SHARED = new RegExp(
  `[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    'cookie',
    'set-cookie-parser',
    '@tanstack/query-core',
    '@tanstack/react-query',
    'jotai',
    'i18next',
    'react-i18next',
    'html-parse-stringify',
    'void-elements',
    '@fluentui/react-shared-contexts',
    '@fluentui/react-utilities',
    '@fluentui/react-jsx-runtime',
    '@fluentui/react-tabster',
    'tabster',
    'keyborg',
    '@fluentui/react-provider',
    '@fluentui/tokens',
    '@griffel/react',
    '@griffel/core',
    'stylis',
    '@emotion/hash',
    'rtl-css-js',
    'axios',
    'mitt',
  ]
    .map((name) => name.replace('/', '[\\\\/]'))
    .join('|')})[\\\\/]`,
);

export default appBuilds(
  {
    name: 'shell',
    dir: import.meta.dirname,
    devPort: SHELL_DEV_PORT,
    htmlTitle: 'Helpdesk',
    devProxyTarget: process.env.HELPDESK_SERVER ?? 'http://localhost:8000',
    layouts: { staff: './src/layout/staff-layout.tsx', client: './src/layout/client-layout.tsx' },
    plugins: [
      new GuidePlugin({ sourceDir: path.join(import.meta.dirname, 'guide') }),
      // public/ is served from the site root as is (the push service worker must live at /sw.js for its scope).
      new CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
      // The federation runtime's own switch (what its experiments.optimization.target: 'web' sets): the shell only
      // runs in browsers, so the runtime's Node script loading is dropped from main.js.
      new DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
    ],
    serverEntry: './src/server/index.ts',
    serverPlugins: [new GuidePlugin({ sourceDir: path.join(import.meta.dirname, 'guide') })],
  },
  (built: Configuration): Configuration => {
    built.optimization = {
      ...built.optimization,
      splitChunks: {
        cacheGroups: {
          ...SPLIT_WITHOUT_ICONS,
          // dayjs is too small for a split chunk of its own (minSize), so the default split copied it into several
          // chunks that met the size with other modules: the first screen fetched it twice (bench/bundle).
          dayjs: { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?dayjs[\\/]/, enforce: true },
          // The shared packages the first screen starts with, in one chunk: split, they were ~25 script elements the
          // federation runtime inserted one by one (each insertion scans the page's scripts), ~40 ms of main.js's
          // evaluation in a warm load (bench/page-load --boot-profile).
          bootShared: {
            test: BOOT_SHARED,
            name: 'boot-shared',
            chunks: 'all',
            enforce: true,
            priority: 10,
          },
        },
      },
    };
    return built;
  },
);
