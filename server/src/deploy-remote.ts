/**
 * The remote deploy CLI (README "Deploying a remote"): a thin client of a running server's deployments API, so it
 * needs no access to the server's disk or database — only its URL (HELPDESK_URL or --url, default
 * http://localhost:<PORT or 8000>) and the deploy token (REMOTE_DEPLOY_TOKEN or --token):
 *
 *   pnpm deploy-remote <remote> [<version>] [--from <build folder or .tar.gz>] [--canary <percent>] [--publish-only]
 *   pnpm deploy-remote rollback <remote>        (also: pnpm rollback-remote <remote>)
 *   pnpm deploy-remote status
 *
 * With --from it uploads the build (a folder is packed first) to `POST /api/admin/remote-deployments/<remote>/versions`
 * — the version defaults to the one the build's build-info.json names — then activates it (unless --publish-only).
 * Without --from it activates a version already published; one the server does not have is uploaded from
 * remotes/<remote>/dist. Commit and build time are the build's own (build-info.json), never this checkout's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RemoteDeployment, RemoteDeploymentEvent, RemoteVersion } from '@helpdesk/shared/resources';
import { REMOTE_NAMES, type RemoteName } from './config';
import { isVersionName, packBuildArchive, readBuildDir } from './modules/remote-deployments';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    canary: { type: 'string' },
    url: { type: 'string' },
    token: { type: 'string' },
    'publish-only': { type: 'boolean' },
  },
});

function fail(message: string): never {
  console.error(`deploy-remote: ${message}`);
  process.exit(1);
}

const base = (values.url ?? process.env.HELPDESK_URL ?? `http://localhost:${process.env.PORT || 8000}`).replace(/\/$/, '');
const token = values.token ?? process.env.REMOTE_DEPLOY_TOKEN;

interface Answer<T> {
  status: number;
  data: T;
  message?: string;
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer<T>> {
  if (!token) fail('set REMOTE_DEPLOY_TOKEN (or --token): the same value the server runs with');
  const raw = Buffer.isBuffer(body);
  let response: Response;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': raw ? 'application/gzip' : 'application/json' }),
      },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
    });
  } catch (error) {
    fail(`${base} did not answer (${String(error)}); is the server running? (HELPDESK_URL or --url)`);
  }
  const text = await response.text();
  if (!response.ok) fail(`${method} ${url}: HTTP ${response.status} ${text}`);
  const parsed = JSON.parse(text) as { data: T; message?: string };
  return { status: response.status, data: parsed.data, message: parsed.message };
}

function remoteArg(value: string | undefined): RemoteName {
  if (!value || !(REMOTE_NAMES as readonly string[]).includes(value)) fail(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  return value as RemoteName;
}

const describe = (event: RemoteDeploymentEvent) =>
  `${event.remote}: ${event.action} → ${event.version ?? 'built-in'}${event.previous_version !== null ? ` (was ${event.previous_version})` : ''}${event.canary_percent ? ` for ${event.canary_percent}% of users` : ''}`;

const files = (missing: string[]) => (missing.length === 0 ? 'files ok' : `MISSING ${missing.join(', ')}`);

/** A build folder packed as `.ci/remote` packs it, or an archive as it is. */
function archiveOf(from: string): Buffer {
  if (!fs.existsSync(from)) fail(`${from} does not exist: build the remote (.ci/remote <name>, or pnpm --filter … build) or pass --from`);
  return fs.statSync(from).isDirectory() ? packBuildArchive(readBuildDir(from)) : fs.readFileSync(from);
}

async function publish(remote: RemoteName, from: string, version: string | undefined): Promise<string> {
  const query = version ? `?version=${encodeURIComponent(version)}` : '';
  const answer = await call<RemoteVersion & { identical: boolean }>(
    'POST',
    `/api/admin/remote-deployments/${remote}/versions${query}`,
    archiveOf(from),
  );
  const facts = answer.data;
  console.log(`${remote} ${facts.version}: ${answer.message} (built ${facts.built_at ?? 'unknown'}, commit ${facts.commit ?? 'unknown'})`);
  return facts.version;
}

async function main(): Promise<void> {
  const [first, second, third] = positionals;
  if (first === 'status') {
    for (const row of (await call<RemoteDeployment[]>('GET', '/api/admin/remote-deployments')).data) {
      const canary = row.canary
        ? `; canary ${row.canary.version.version} for ${row.canary.percent}% of users, ${row.canary.healthy ? 'files ok' : files(row.canary.missing_files)}`
        : '';
      const health = row.active ? files(row.missing_files) : `manifest ${row.manifest_healthy ? 'ok' : 'FAILING'}`;
      const built = row.active ? ` (commit ${row.active.commit ?? 'unknown'}, built ${row.active.built_at ?? 'unknown'})` : '';
      console.log(`${row.remote.padEnd(11)} ${(row.active?.version ?? 'built-in').padEnd(12)} ${health}${built}${canary}`);
    }
    return;
  }
  if (first === 'rollback') {
    console.log(describe((await call<RemoteDeploymentEvent>('POST', `/api/admin/remote-deployments/${remoteArg(second)}/rollback`)).data));
    return;
  }
  if (third !== undefined) fail(`one version only (got "${second}" and "${third}")`);
  const remote = remoteArg(first);
  if (second !== undefined && !isVersionName(second)) fail(`"${second}" is not a version name (letters, digits, . _ + -)`);
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) fail('--canary takes a percentage from 1 to 99');
  let version = second;
  if (values.from) {
    version = await publish(remote, path.resolve(values.from), version);
  } else {
    if (!version) fail('name the version, or pass --from <build folder or archive>');
    const row = (await call<RemoteDeployment[]>('GET', '/api/admin/remote-deployments')).data.find((r) => r.remote === remote);
    if (!row?.versions.some((v) => v.version === version))
      await publish(remote, path.join(process.env.REMOTES_DIR || path.join(import.meta.dirname, '../../remotes'), remote, 'dist'), version);
  }
  if (values['publish-only']) return;
  const event = await call<RemoteDeploymentEvent>('POST', `/api/admin/remote-deployments/${remote}/activate`, {
    version,
    ...(canary ? { canary_percent: canary } : {}),
  });
  console.log(describe(event.data));
}

await main();
