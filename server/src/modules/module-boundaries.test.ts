/** A server module is used through its index.ts: lint refuses another module's inside, and every module import obeys. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(modulesDir, '../../..');

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(modulesDir, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server module boundaries', () => {
  it("refuses another module's file, allows its index, the module's own files and platform/", async () => {
    const refused = await restrictedImports("export { publishTicketEvent } from '../tickets/service';\n", 'dashboard/probe.ts');
    assert.equal(refused.length, 1);
    assert.match(refused[0]!, /index\.ts/);
    assert.deepEqual(
      await restrictedImports(
        "export { findTicket } from '../tickets';\nexport { paginate } from '../../platform/pagination';\nexport { countByFilters } from './service';\n",
        'dashboard/probe.ts',
      ),
      [],
    );
    // A test may use another module's test fixtures.
    assert.deepEqual(await restrictedImports("export { rawMail } from '../mail-intake/test-mail';\n", 'dashboard/probe.test.ts'), []);
  });

  it('refuses a module file outside the modules too (app.ts, entry points, platform/), allows the module root', async () => {
    assert.equal((await restrictedImports("export { ticketRoutes } from './modules/tickets/routes';\n", '../app.ts')).length, 1);
    assert.equal((await restrictedImports("export { seed } from '../modules/seed/seed';\n", '../test/probe.ts')).length, 1);
    assert.deepEqual(
      await restrictedImports(
        "export { ticketRoutes } from './modules/tickets';\nexport { seed } from './modules/seed/index';\n",
        '../app.ts',
      ),
      [],
    );
  });

  it("no module file imports another module's inside", () => {
    const offenders: string[] = [];
    for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(modulesDir, module.name)).filter(
        (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.probe.ts'),
      )) {
        const source = readFileSync(path.join(modulesDir, module.name, file), 'utf8');
        for (const [, target] of source.matchAll(/from '(\.\.\/[^.][^']*\/[^']+)'/g))
          if (!target!.endsWith('/index')) offenders.push(`${module.name}/${file} → ${target}`);
      }
    }
    assert.deepEqual(offenders, []);
  });

  it('app.ts and every other file outside the modules import a module by its root, lazily too', () => {
    const offenders: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return full === modulesDir ? [] : walk(full);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.probe.ts') ? [full] : [];
      });
    for (const file of walk(path.dirname(modulesDir))) {
      const source = readFileSync(file, 'utf8');
      for (const [, target] of source.matchAll(/(?:from |import\()'((?:\.\.?\/)+modules\/[^']+)'/g)) {
        if (/modules\/[^/]+\/(?!index$)/.test(target!)) offenders.push(`${path.relative(path.dirname(modulesDir), file)} → ${target}`);
      }
    }
    assert.deepEqual(offenders, []);
  });
});
