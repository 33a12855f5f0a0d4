// Node 20's test runner does not expand globs: find the test files here, then run them one file at a time.
// Usage: node scripts/run-tests.mjs [file-or-dir-filter …]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
const USES_DATABASE = /startServer|openDatabase|freshPostgres|postgresFrom|DATABASE_URL|harness|seed|main\.ts/;
if (process.env.DATABASE_URL && filters.length === 0) {
  const databaseFree = files.filter((file) => !USES_DATABASE.test(readFileSync(file, 'utf8')));
  files = files.filter((file) => !databaseFree.includes(file));
  console.log(`# ${databaseFree.length} files that use no database are left to the embedded database's pass`);
}
if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { NODE_ENV: 'test', ...process.env },
});
process.exit(result.status ?? 1);
