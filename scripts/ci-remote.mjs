#!/usr/bin/env node
/**
 * `.ci/remote <name>` (README "CI for one remote"): one remote's pipeline on its own. Installs only that remote's
 * workspace graph (and the root's lint tools), then in two lanes side by side — its jest suite beside lint, formatting,
 * type check, production build and the federation contract check — and packs the deployable archive into remotes/<name>/artifacts/ (scripts/pack-remote.mjs). Never installs or builds the shell or
 * another remote. Plain JavaScript: it runs before anything is installed, like scripts/run.mjs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { lanes } from './lanes.mjs';
import { packRemote } from './pack-remote.mjs';

const PNPM_VERSION = '10.34.9';
const ROOT = join(import.meta.dirname, '..');
const remotes = readdirSync(join(ROOT, 'remotes'));
const name = process.argv[2];
if (!name || !remotes.includes(name)) {
  console.error(`usage: .ci/remote <name>   (one of: ${remotes.join(', ')})`);
  process.exit(2);
}
const dir = `remotes/${name}`;
const pkg = `@helpdesk/remote-${name}`;
const started = Date.now();
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function log(message) {
  console.log(`\n▶ ${message} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function output(bin, args) {
  const result = spawnSync(bin, args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function run(bin, args, options = {}) {
  const result = spawnSync(bin, args, { cwd: ROOT, stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[bin, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** pnpm 10 from PATH, or through npx (corepack is unreliable here: TOOLCHAIN.md). */
const pnpm = output('pnpm', ['--version'])?.startsWith('10.') ? ['pnpm'] : ['npx', '-y', `pnpm@${PNPM_VERSION}`];
const packageVersion = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).version;
const version = process.env.HELPDESK_VERSION || `${packageVersion}+${output('git', ['rev-parse', '--short', 'HEAD']) ?? 'local'}`;
const bin = (tool) => join(ROOT, 'node_modules/.bin', tool);

log(`Installing ${pkg} and what it depends on (and the root's lint tools), nothing else`);
run(pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile', '--prefer-offline', '--filter', `${pkg}...`, '--filter', '{.}']);

log(`Tests (jest) beside lint, type check, build ${version} and the federation contract`);
const contract = ['packages/build/node_modules/.bin/tsx', 'packages/build/src/check-remote-contract.ts', name];
if (process.env.SHELL_MANIFEST) contract.push('--shell', process.env.SHELL_MANIFEST);
await lanes({ ...env, FORCE_COLOR: '0' }, [
  // Jest on every core: by default it takes one fewer, and on two cores that is one, which runs the whole suite in a
  // single process (in band) — the build lane ends long before, leaving the second core idle while jest works alone.
  // The two lanes share the cores only while the build lane runs.
  {
    name: 'jest',
    steps: [{ cmd: [...pnpm, '--filter', pkg, 'test', `--maxWorkers=${availableParallelism()}`], cwd: ROOT }],
  },
  {
    name: 'build',
    steps: [
      { cmd: [bin('eslint'), dir], cwd: ROOT },
      { cmd: [bin('prettier'), '--check', '--log-level', 'warn', dir], cwd: ROOT },
      { cmd: [...pnpm, '--filter', pkg, 'typecheck'], cwd: ROOT },
      // One production build: the federation bundle (remoteEntry.js, mf-manifest.json, ./routes and its chunks) and
      // the standalone page (index.html, main) in dist/; the hidden source maps in dist-sourcemaps/.
      { cmd: [...pnpm, '--filter', pkg, 'build'], cwd: ROOT, env: { HELPDESK_VERSION: version } },
      { cmd: contract, cwd: ROOT },
    ],
  },
]);

log('Packing');
const artifacts = join(dir, 'artifacts');
const archive = join(artifacts, `${name}-${version}.tar.gz`);
// What the server publishes (dist/: manifest, entry and build-info.json at the archive's top; README "Deploying a
// remote"); the source maps beside it, for error reports only (never served).
try {
  if (!existsSync(join(ROOT, dir, 'dist', 'index.html'))) throw new Error('the build has no index.html');
  packRemote(join(ROOT, dir, 'dist'), join(ROOT, archive));
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
run('tar', ['-czf', join(artifacts, `${name}-${version}-sourcemaps.tar.gz`), '-C', join(dir, 'dist-sourcemaps'), '.']);
const kib = Math.round(statSync(join(ROOT, archive)).size / 1024);
console.log(`\n✓ ${name} ${version} in ${Math.round((Date.now() - started) / 1000)} s: ${archive} (${kib} KiB)`);
