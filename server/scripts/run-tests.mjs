// Node 20's test runner does not expand globs: find the test files here, then run them one after another in one
// process (below). Usage: node scripts/run-tests.mjs [file-or-dir-filter …]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const filters = process.argv.slice(2);
let files = walk('src')
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
// Against PostgreSQL (DATABASE_URL, scripts/with-postgres.sh) a whole run leaves out the files that never reach a
// database (pure functions, parsers, config): the embedded pass runs them, and the same answer twice tells nothing.
// SERVER_TESTS=embedded (npm test, when the PostgreSQL pass runs too) keeps to those files and to the ones about the
// embedded database itself (its data directory, durability, migrations, the seed, a real start): the rest reach
// PGlite through the same queries the PostgreSQL pass runs, and the e2e suite runs every screen on PGlite.
const USES_DATABASE = /startServer|openDatabase|freshPostgres|postgresFrom|DATABASE_URL|harness|seed|main\.ts/;
const EMBEDDED = /pglite|DATA_DIR|dataDir|embedded/i;
const EMBEDDED_PATHS = ['src/platform/db/', 'src/modules/seed/', 'src/modules/setup/'];
if (filters.length === 0 && (process.env.DATABASE_URL || process.env.SERVER_TESTS === 'embedded')) {
  const source = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const databaseFree = files.filter((file) => !USES_DATABASE.test(source.get(file)));
  if (process.env.DATABASE_URL) {
    // And those that start their servers on the embedded database whatever the pass (durability): the same test twice.
    const embeddedOnly = files.filter((file) => /DATABASE_URL: ''/.test(source.get(file)));
    files = files.filter((file) => !databaseFree.includes(file) && !embeddedOnly.includes(file));
    console.log(
      `# ${databaseFree.length} files that use no database and ${embeddedOnly.length} on the embedded database alone are left to its pass`,
    );
  } else {
    const all = files.length;
    files = files.filter(
      (file) => databaseFree.includes(file) || EMBEDDED.test(source.get(file)) || EMBEDDED_PATHS.some((prefix) => file.startsWith(prefix)),
    );
    console.log(`# the embedded database's own files and those that use none: ${files.length} of ${all}`);
  }
}
if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}
// One process for all the files, as Node 22's --test-isolation=none would do (Node 20 has no such flag): `--test`
// gives every file a process of its own, and each paid its own tsx loading of the app, PGlite's WebAssembly compile
// and a cold JIT, ~8 s a file and more than half of the suite's time (measured: 7 files 104 s apart, 46 s together).
// The files' tests still run one at a time, in file order. A file that fails to load is reported as a failed test
// under its name and the others run. SERVER_TEST_ISOLATION=process runs each file in its own process as before.
const dir = mkdtempSync(path.join(os.tmpdir(), 'helpdesk-server-tests-'));
const entry = path.join(dir, 'all.test.mjs');
const imports = files.map(
  (file) => `try {
  await import(${JSON.stringify(path.resolve(file))});
} catch (error) {
  test(${JSON.stringify(`${file} loads`)}, () => {
    throw error;
  });
}`,
);
// Once every test and hook has ended the process must end too: a server, socket or timer a test left open would keep
// it alive until CI's own limit (90 min), with no summary printed. It fails instead, naming what is still open.
const exitAfterSeconds = Number(process.env.SERVER_TEST_EXIT_SECONDS ?? 120);
const stillOpen = JSON.stringify(`\n✖ the tests ended ${exitAfterSeconds} s ago, but the process still has open:`);
const watchdog = `after(() => {
  setTimeout(() => {
    console.error(${stillOpen}, process.getActiveResourcesInfo().join(', '));
    process.exit(1);
  }, ${exitAfterSeconds * 1000}).unref();
});`;
writeFileSync(entry, [`import { after, test } from 'node:test';`, ...imports, watchdog, ''].join('\n'));
const run = process.env.SERVER_TEST_ISOLATION === 'process' ? ['--test', '--test-concurrency=1', ...files] : [entry];
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test-reporter=spec', ...run], {
  stdio: 'inherit',
  env: { NODE_ENV: 'test', ...process.env },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
