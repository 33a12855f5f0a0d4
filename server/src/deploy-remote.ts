/**
 * The remote deploy CLI (README "Remote deployments"). It publishes a built remote into the deployments directory
 * (REMOTE_DEPLOYMENTS_DIR, default <DATA_DIR>/remotes — the directory the server serves /remote-versions from) and
 * tells a running server through its authenticated API (Authorization: Bearer REMOTE_DEPLOY_TOKEN) to make it active:
 *
 *   pnpm deploy-remote <remote> <version> [--from <dir>] [--canary <percent>] [--commit <sha>]
 *   pnpm deploy-remote rollback <remote>        (also: pnpm rollback-remote <remote>)
 *   pnpm deploy-remote status
 *
 * `--from` defaults to remotes/<remote>/dist; a version already published is activated again without `--from`.
 * HELPDESK_URL names the server (default http://localhost:<PORT or 8000>).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RemoteDeployment, RemoteDeploymentEvent } from '@helpdesk/shared/resources';
import { loadConfig, REMOTE_NAMES, type RemoteName } from './config';
import { contractRefusal, describeRefusal, isVersionName, publishVersion, readPublished } from './modules/remote-deployments';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, canary: { type: 'string' }, commit: { type: 'string' }, url: { type: 'string' } },
});

function fail(message: string): never {
  console.error(`deploy-remote: ${message}`);
  process.exit(1);
}

const config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
const base = (values.url ?? process.env.HELPDESK_URL ?? `http://localhost:${config.port}`).replace(/\/$/, '');
const token = process.env.REMOTE_DEPLOY_TOKEN;

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  if (!token) fail('set REMOTE_DEPLOY_TOKEN (the same value the server runs with)');
  let response: Response;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'accept-language': 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    fail(`${base} did not answer (${String(error)}); is the server running? (HELPDESK_URL)`);
  }
  const text = await response.text();
  if (!response.ok) fail(`${method} ${url}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

function remoteArg(value: string | undefined): RemoteName {
  if (!value || !(REMOTE_NAMES as readonly string[]).includes(value)) fail(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  return value as RemoteName;
}

function currentCommit(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
    );
  } catch {
    return null;
  }
}

const describe = (event: RemoteDeploymentEvent) =>
  `${event.remote}: ${event.action} → ${event.version ?? 'built-in'}${event.previous_version !== null ? ` (was ${event.previous_version})` : ''}${event.canary_percent ? ` for ${event.canary_percent}% of users` : ''}`;

async function main(): Promise<void> {
  const [first, second] = positionals;
  if (first === 'status') {
    for (const row of await call<RemoteDeployment[]>('GET', '/api/admin/remote-deployments')) {
      const canary = row.canary ? `, canary ${row.canary.version.version} for ${row.canary.percent}%` : '';
      console.log(
        `${row.remote.padEnd(11)} ${(row.active?.version ?? 'built-in').padEnd(12)} manifest ${row.manifest_healthy ? 'ok' : 'FAILING'}${canary}`,
      );
    }
    return;
  }
  if (first === 'rollback') {
    console.log(describe(await call<RemoteDeploymentEvent>('POST', `/api/admin/remote-deployments/${remoteArg(second)}/rollback`)));
    return;
  }
  const remote = remoteArg(first);
  const version = second ?? fail('name the version: pnpm deploy-remote <remote> <version>');
  if (!isVersionName(version)) fail(`"${version}" is not a version name (letters, digits, . _ + -)`);
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) fail('--canary takes a percentage from 1 to 99');
  const root = config.remoteDeploymentsDir;
  const from = values.from ? path.resolve(values.from) : path.join(config.remotesDir, remote, 'dist');
  if (values.from || !readPublished(root, remote, version)) {
    if (!fs.existsSync(from)) fail(`${from} does not exist: build the remote (pnpm --filter ./remotes/${remote} build) or pass --from`);
    const refusal = contractRefusal(from, config.shellDist);
    if (refusal) fail(describeRefusal(remote, refusal));
    try {
      const published = publishVersion(root, remote, version, from, { commit: values.commit ?? currentCommit() });
      console.log(`published ${remote} ${version} from ${from} (built ${published.built_at}, commit ${published.commit ?? 'unknown'})`);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }
  console.log(
    describe(
      await call<RemoteDeploymentEvent>('POST', `/api/admin/remote-deployments/${remote}/activate`, {
        version,
        ...(canary ? { canary_percent: canary } : {}),
      }),
    ),
  );
}

await main();
