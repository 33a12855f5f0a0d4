import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { rspack, type Stats } from '@rspack/core';
import { ASSET_MAP_FILE, AssetMapPlugin, routeImports, type AssetMap } from './asset-map.ts';

const fixture = resolve(import.meta.dirname, '../test-fixtures/remote');

/** Builds the fixture remote (production chunks, one split chunk both screens share) and reads its asset map. */
async function buildFixture(): Promise<{ map: AssetMap; files: (chunkOf: string) => string[] }> {
  const out = mkdtempSync(join(tmpdir(), 'asset-map-'));
  try {
    const stats = await new Promise<Stats>((done, fail) =>
      rspack(
        {
          mode: 'production',
          context: fixture,
          entry: { main: './src/index.ts' },
          output: { path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
          resolve: { extensions: ['.ts', '.tsx'] },
          module: {
            rules: [{ test: /\.tsx?$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true } } } }],
          },
          optimization: { splitChunks: { chunks: 'async', minSize: 1000, minChunks: 2 } },
          plugins: [
            new AssetMapPlugin({
              dir: fixture,
              entry: './src/index.ts',
              routes: './src/routes.tsx',
              texts: { pl: './src/i18n/pl.ts', en: './src/i18n/en.ts' },
            }),
          ],
        },
        (error, result) => (error || !result ? fail(error) : done(result)),
      ),
    );
    assert.equal(stats.hasErrors(), false, stats.toString());
    const json = stats.toJson({ chunks: true, chunkModules: true });
    const files = (module: string) =>
      (json.chunks ?? []).filter((chunk) => chunk.modules?.some((m) => m.name?.endsWith(module))).flatMap((chunk) => chunk.files ?? []);
    return { map: JSON.parse(readFileSync(join(out, ASSET_MAP_FILE), 'utf8')) as AssetMap, files };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe('asset-map.json', () => {
  it("ties each route of a remote's routes module to its screen's chunks and the chunks they need", async () => {
    const { map, files } = await buildFixture();
    const [shared] = files('screens/shared.ts');
    const [list] = files('screens/thing-list.ts');
    const [form] = files('screens/thing-form.ts');
    assert.ok(shared && list && form && new Set([shared, list, form]).size === 3, 'the screens and their split chunk are apart');
    const of = (path: string) => map.routes.find((route) => route.path === path);
    assert.deepEqual(new Set(of('thing')?.js), new Set([shared, list]));
    // Both routes of one lazy screen, through a const, name its chunks.
    assert.deepEqual(new Set(of('thing/create')?.js), new Set([shared, form]));
    assert.deepEqual(of('thing/edit/:id?')?.js, of('thing/create')?.js);
    // A placeholder route (no lazy import) and a commented-out one have none; nothing else is named.
    assert.deepEqual(
      map.routes.map((route) => route.path),
      ['thing', 'thing/create', 'thing/edit/:id?'],
    );
    // The routes module itself and the entry are not a screen's.
    const everything = map.routes.flatMap((route) => route.js);
    assert.ok(!everything.some((file) => files('src/routes.tsx').includes(file) || file.startsWith('main.')));
  });

  it('names each language’s texts chunk, and no screen holds them', async () => {
    const { map, files } = await buildFixture();
    const pl = files('i18n/pl.ts');
    const en = files('i18n/en.ts');
    assert.equal(pl.length, 1);
    assert.equal(en.length, 1);
    assert.deepEqual(map.texts, { pl: { js: pl, css: [] }, en: { js: en, css: [] } });
    assert.ok(!map.routes.some((route) => route.js.includes(pl[0]!) || route.js.includes(en[0]!)));
  });

  it('reads route paths and screen imports from the source', () => {
    assert.deepEqual(
      routeImports(`
        const form = lazyScreen(() => import('./a/form.tsx'), 'Form');
        export const routes = [
          { path: 'a', handle: work, loader: x, lazy: lazyScreen(() => import("./a/list.tsx"), 'List') },
          { path: 'a/create', handle: needs('a'), lazy: form },
          { path: 'a/soon', lazy: placeholder('soon') },
        ];`),
      [
        { path: 'a', request: './a/list.tsx' },
        { path: 'a/create', request: './a/form.tsx' },
      ],
    );
  });
});
