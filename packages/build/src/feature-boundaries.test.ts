/**
 * Inside a remote a feature never imports another feature (eslint.config.js, STYLE.md): lint refuses it, lets a
 * feature use the remote's feature-neutral folders and @helpdesk/shared, and keeps those folders off the features.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const remotesDir = path.join(repoRoot, 'remotes');

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(remotesDir, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature boundaries inside a remote', () => {
  it("refuses another feature's file, from any depth of the feature", async () => {
    const refused = await restrictedImports(
      "export { staffCompanyReportQuery } from '../../company-report/api/company-report.ts';\n",
      'reports/src/features/general-report/components/probe.tsx',
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0]!, /A feature never imports another feature \(company-report\)/);
    assert.equal(
      (
        await restrictedImports(
          "export { polishDay } from '../agent-report/api/agent-report.ts';\n",
          'reports/src/features/daily-report/probe.ts',
        )
      ).length,
      1,
    );
    assert.equal(
      (
        await restrictedImports(
          "export { EvaluationPanel } from '../../../features/projects/components/project-tickets.tsx';\n",
          'client/src/features/client-tickets/components/probe.tsx',
        )
      ).length,
      1,
    );
  });

  it("allows the feature's own parts, the remote's feature-neutral folders and @helpdesk/shared", async () => {
    assert.deepEqual(
      await restrictedImports(
        [
          "export { generalReportQuery } from '../api/general-report.ts';",
          "export { FiguresTable } from '../../../components/figures-table.tsx';",
          "export { polishDay } from '../../../lib/polish-day.ts';",
          "export { reportsRoot } from '../../../api/reports-root.ts';",
          "export { apiClient } from '@helpdesk/shared';",
          "export { ListFrame } from '@helpdesk/shared/remote';",
          '',
        ].join('\n'),
        'reports/src/features/general-report/components/probe.tsx',
      ),
      [],
    );
  });

  it("keeps the feature-neutral folders off the features, and the remote's texts to the features' texts", async () => {
    const refused = await restrictedImports(
      "export { agentStatsQuery } from '../features/agent-stats/api/agent-stats.ts';\n",
      'reports/src/components/probe.tsx',
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0]!, /never imports a feature/);
    assert.deepEqual(
      await restrictedImports("export { agentsPl } from '../features/agents/i18n/pl.ts';\n", 'management/src/i18n/probe.ts'),
      [],
    );
    assert.equal(
      (await restrictedImports("export { agentsQuery } from '../features/agents/api/agents.ts';\n", 'management/src/i18n/probe.ts')).length,
      1,
    );
  });

  it('still refuses another remote from inside a feature', async () => {
    const refused = await restrictedImports(
      "export { routes } from '@helpdesk/remote-tickets';\n",
      'reports/src/features/agent-stats/probe.ts',
    );
    assert.equal(refused.length, 1);
    assert.match(refused[0]!, /another remote \(tickets\)/);
  });

  // The lint rule sees import declarations only; a lazy import() of another feature is the same coupling.
  it('no feature reaches another feature lazily either', () => {
    const offenders: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    for (const remote of readdirSync(remotesDir)) {
      const featuresDir = path.join(remotesDir, remote, 'src/features');
      for (const file of walk(featuresDir)) {
        const [feature, ...rest] = path.relative(featuresDir, file).split(path.sep);
        for (const [, target] of readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.[^']+)'/g)) {
          const resolved = path.relative(featuresDir, path.resolve(path.dirname(file), target!));
          const other = resolved.split(path.sep)[0];
          if (!resolved.startsWith('..') && other !== feature) offenders.push(`${remote}/${feature}/${rest.join('/')} → ${target}`);
        }
      }
    }
    assert.deepEqual(offenders, []);
  });
});
