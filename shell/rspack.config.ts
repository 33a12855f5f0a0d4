import path from 'node:path';
import { CopyRspackPlugin, DefinePlugin, type Configuration } from '@rspack/core';
import { appConfig, SHELL_DEV_PORT } from '@helpdesk/build';
import { GuidePlugin } from './src/guide/build/guide-plugin.ts';

const config = appConfig({
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
});

export default (env: unknown, argv: { mode?: 'production' | 'development' | 'none' }): Configuration => {
  const built = config(env, argv);
  built.optimization = {
    ...built.optimization,
    splitChunks: {
      cacheGroups: {
        // dayjs is too small for a split chunk of its own (minSize), so the default split copied it into several
        // chunks that met the size with other modules: the first screen fetched it twice (bench/bundle).
        dayjs: { test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?dayjs[\\/]/, enforce: true },
      },
    },
  };
  return built;
};
