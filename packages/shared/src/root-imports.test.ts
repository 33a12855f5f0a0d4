/**
 * The stateful root (`@helpdesk/shared`, src/index.ts) is loaded first by every app: the shell at boot, and every
 * remote's federation fallback lists the chunks it pulls in. A package the root reaches by a value import ends up
 * in those chunks, so a remote route that also needs it (zod, for its forms) fetches the root's chunk and looks like
 * a second copy of the singleton (e2e singletons.spec.ts). The walk below follows the root's value imports
 * (`import type` and `export type` are erased by the compiler) and names the chain that reaches a forbidden package.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const srcDir = import.meta.dirname;

/** Stateless libraries the subpaths use (schemas, forms, sanitising): the root has no use for them. */
const NOT_IN_ROOT = ['zod', '@hookform/resolvers', 'dompurify', 'fflate'];

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Each value import of a source file: relative ones resolved to files, bare ones as package names. */
function valueImports(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  for (const [, , typeOnly, spec = ''] of text.matchAll(IMPORT)) {
    if (typeOnly) continue;
    if (spec.startsWith('.')) files.push(path.resolve(path.dirname(file), spec));
    else packages.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.replace(/\/.*/, ''));
  }
  return { files, packages };
}

/** Every package the root reaches, with the first chain of files that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: string[][] = [[entry]];
  while (queue.length) {
    const chain = queue.shift()!;
    const { files, packages } = valueImports(chain.at(-1)!);
    for (const pkg of packages) if (!reached.has(pkg)) reached.set(pkg, chain);
    for (const next of files) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return reached;
}

const relative = (chain: string[]) => chain.map((file) => path.relative(srcDir, file)).join(' → ');

it('the root reaches none of the subpaths’ stateless libraries', () => {
  const reached = packagesReached(path.join(srcDir, 'index.ts'));
  const offending = NOT_IN_ROOT.filter((pkg) => reached.has(pkg)).map((pkg) => `${pkg}: ${relative(reached.get(pkg)!)}`);
  expect(offending).toEqual([]);
  // The walk sees the root's real dependencies, so an empty answer above is not a walk that found nothing.
  expect([...reached.keys()]).toEqual(expect.arrayContaining(['axios', 'i18next', 'jotai', '@tanstack/react-query']));
});

it('names the chain when a root file imports one of them', () => {
  const lookups = packagesReached(path.join(srcDir, 'resources/lookups.ts'));
  expect(relative(lookups.get('zod')!)).toBe('resources/lookups.ts');
});
