import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { rspack, type Stats } from '@rspack/core';
import { SPLIT_WITHOUT_ICONS } from './app-config.ts';

/** A package file of `count` exports, each a string of ~100 bytes: its source weighs what a big package's does. */
function bigModule(count: number, prefix: string): string {
  return Array.from({ length: count }, (_, i) => `export const ${prefix}${i} = '${`${prefix}${i}`.padEnd(100, '.')}';`).join('\n');
}

/**
 * Two lazy screens that share an icon from an icons file of 500 (like one of @fluentui/react-icons' chunk files) and a
 * helper from an ordinary package of the same weight, built for production with the app's split groups.
 */
async function build(): Promise<{ chunksHolding: (module: string) => string[][] }> {
  const dir = mkdtempSync(join(tmpdir(), 'split-chunks-'));
  try {
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('node_modules/@fluentui/react-icons/package.json', '{"name":"@fluentui/react-icons","sideEffects":false,"main":"lib/icons.js"}');
    write('node_modules/@fluentui/react-icons/lib/icons.js', bigModule(500, 'Icon'));
    write('node_modules/big-lib/package.json', '{"name":"big-lib","sideEffects":false,"main":"index.js"}');
    write('node_modules/big-lib/index.js', bigModule(500, 'helper'));
    write('src/list.js', "import { Icon1 } from '@fluentui/react-icons';\nimport * as lib from 'big-lib';\nexport default [Icon1, lib];\n");
    write(
      'src/form.js',
      "import { Icon1, Icon2 } from '@fluentui/react-icons';\nimport * as lib from 'big-lib';\nexport default [Icon1, Icon2, lib];\n",
    );
    write('src/index.js', "globalThis.screens = [() => import('./list.js'), () => import('./form.js')];\n");
    const stats = await new Promise<Stats>((done, fail) =>
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './src/index.js' },
          output: { path: join(dir, 'dist') },
          optimization: { minimize: false, concatenateModules: false, splitChunks: { cacheGroups: SPLIT_WITHOUT_ICONS } },
        },
        (error, result) => (error || !result ? fail(error) : done(result)),
      ),
    );
    assert.equal(stats.hasErrors(), false, stats.toString());
    const json = stats.toJson({ chunks: true, chunkModules: true });
    const modulesOf = (chunk: NonNullable<typeof json.chunks>[number]) => (chunk.modules ?? []).map((m) => m.name ?? '');
    return {
      chunksHolding: (module) =>
        (json.chunks ?? []).filter((chunk) => modulesOf(chunk).some((name) => name.includes(module))).map(modulesOf),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the split groups every app builds with', () => {
  it("put a screen's icons into the screen's own chunk, and still split an ordinary package both screens use", async () => {
    const { chunksHolding } = await build();
    const icons = chunksHolding('react-icons/lib/icons.js');
    // In both screens' chunks, each with the screen: no chunk of icons alone for the first load to fetch.
    assert.equal(icons.length, 2);
    for (const modules of icons)
      assert.ok(
        modules.some((name) => /src\/(list|form)\.js/.test(name)),
        modules.join(', '),
      );
    const lib = chunksHolding('big-lib/index.js');
    assert.equal(lib.length, 1);
    assert.deepEqual(
      lib[0]!.filter((name) => name.includes('src/')),
      [],
    );
  });
});
