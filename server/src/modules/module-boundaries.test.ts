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
    assert.deepEqual(await restrictedImports("export { findTicket } from '../tickets';\nexport { paginate } from '../../platform/pagination';\nexport { countByFilters } from './service';\n", 'dashboard/probe.ts'), []);
    // A test may use another module's test fixtures.
    assert.deepEqual(await restrictedImports("export { rawMail } from '../mail-intake/test-mail';\n", 'dashboard/probe.test.ts'), []);
  });

  it("no module file imports another module's inside", () => {
    const offenders: string[] = [];
    for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(modulesDir, module.name)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const source = readFileSync(path.join(modulesDir, module.name, file), 'utf8');
        for (const [, target] of source.matchAll(/from '(\.\.\/[^.][^']*\/[^']+)'/g)) if (!target!.endsWith('/index')) offenders.push(`${module.name}/${file} → ${target}`);
      }
    }
    assert.deepEqual(offenders, []);
  });
});
