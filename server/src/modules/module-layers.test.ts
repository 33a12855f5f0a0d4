/**
 * The layers of layers.ts hold: no file imports a higher layer, and no import goes in a circle (dependency-cruiser,
 * type-only imports included — a type import ties the knot as surely as a value one). The probes below build a
 * tiny tree that breaks each rule and show the check refuses it.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { LAYERS, MODULE_LAYERS, OUTSIDE_MODULES, type Layer } from './layers';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(modulesDir, '../..');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Path patterns (from the cruise's base directory) of the files in a layer. */
function pathsOf(layer: Layer): string[] {
  const outside =
    layer === 'platform' || layer === 'app' ? OUTSIDE_MODULES[layer].map((p) => `^src/${escape(p)}${p.endsWith('/') ? '' : '$'}`) : [];
  const modules = Object.entries(MODULE_LAYERS)
    .filter(([, l]) => l === layer)
    .map(([name]) => `^src/modules/${escape(name)}/`);
  return [...outside, ...modules];
}

function layerRules(): IForbiddenRuleType[] {
  const rules: IForbiddenRuleType[] = [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }];
  LAYERS.forEach((layer, i) => {
    const above = LAYERS.slice(i + 1).flatMap(pathsOf);
    if (above.length)
      rules.push({ name: `${layer}-imports-down-only`, severity: 'error', from: { path: pathsOf(layer) }, to: { path: above } });
  });
  return rules;
}

/** The rule violations under `baseDir/src` (tests excluded: a test may reach across to set a case up). */
async function layerViolations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(
    ['src'],
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: layerRules() },
      tsPreCompilationDeps: true,
      exclude: { path: '\\.(test|probe)\\.ts$' },
      doNotFollow: { path: 'node_modules' },
    },
    { extensions: ['.ts', '.js', '.json'] },
  );
  const result = output as ICruiseResult;
  return (result.summary.violations ?? []).map((v) =>
    v.rule.name === 'no-circular'
      ? `no-circular: ${[v.from, ...(v.cycle ?? []).map((c) => c.name)].join(' → ')}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
}

describe('server layers', () => {
  it('gives every module directory a layer, and names no module that is not there', () => {
    const dirs = readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    assert.deepEqual(Object.keys(MODULE_LAYERS).sort(), dirs);
  });

  it('has no import cycle and no import from a lower layer into a higher one', async () => {
    assert.deepEqual(await layerViolations(serverDir), []);
  });

  describe('refuses a deliberate violation', () => {
    const probe = mkdtempSync(path.join(tmpdir(), 'layers-probe-'));
    after(() => rmSync(probe, { recursive: true, force: true }));
    const write = (file: string, code: string) => {
      mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
      writeFileSync(path.join(probe, file), code);
    };
    write('src/platform/errors.ts', 'export class HttpError extends Error {}\n');
    write('src/modules/finance/index.ts', "export const balance = 1;\nexport { totals } from './totals';\n");
    write('src/modules/finance/totals.ts', "import { balance } from './index';\nexport const totals = () => balance;\n");
    // A feature reaching up into a report, and the platform reaching into a module (by a type import).
    write('src/modules/tickets/index.ts', "import { balance } from '../finance';\nexport const shown = balance;\n");
    write('src/modules/tickets/actor.ts', 'export type Actor = { id: number };\n');
    write('src/platform/policy.ts', "import type { Actor } from '../modules/tickets/actor';\nexport type Scope = Actor;\n");
    write('src/modules/tickets/probe.test.ts', "export { balance } from '../finance';\n");

    it('an upward import, a type import included, and a cycle; a test file is not checked', async () => {
      assert.deepEqual((await layerViolations(probe)).sort(), [
        'features-imports-down-only: src/modules/tickets/index.ts → src/modules/finance/index.ts',
        'no-circular: src/modules/finance/index.ts → src/modules/finance/totals.ts → src/modules/finance/index.ts',
        'platform-imports-down-only: src/platform/policy.ts → src/modules/tickets/actor.ts',
      ]);
    });
  });
});
