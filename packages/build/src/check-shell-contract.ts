/**
 * Before deploying a shell (the reference server serves SHELL_DIST; there is no shell deploy command): warns about
 * the remotes a running installation serves whose manifest needs a shell contract range this shell build does not
 * satisfy — they would show "needs a newer version" once the shell is replaced. Reads the remotes the server hands
 * out (`<url>/remotes.json`, default HELPDESK_URL or http://localhost:8000) and the shell's own mf-manifest.json.
 * Usage: pnpm check-shell-contract [--url <server>] [--shell <shell dist>]; exits 1 when a remote would break.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { manifestContract, satisfiesRange } from '../../shared/src/remote/contract-version.ts';

const { values } = parseArgs({ options: { url: { type: 'string' }, shell: { type: 'string' } } });
const base = (values.url ?? process.env.HELPDESK_URL ?? 'http://localhost:8000').replace(/\/$/, '');
const shellDist = resolve(values.shell ?? join(import.meta.dirname, '../../../shell/dist'));
const shellManifest = JSON.parse(readFileSync(join(shellDist, 'mf-manifest.json'), 'utf8')) as {
  shared: { name: string; version: string }[];
};
const offered = shellManifest.shared.find((entry) => entry.name === '@helpdesk/shared')?.version;
if (!offered) throw new Error(`${shellDist}/mf-manifest.json does not share @helpdesk/shared`);

const remotes = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
let broken = 0;
for (const [remote, url] of Object.entries(remotes)) {
  const manifestUrl = new URL(url, `${base}/`).href;
  let declared;
  try {
    declared = manifestContract(await (await fetch(manifestUrl)).json());
  } catch (error) {
    console.warn(`? ${remote}: ${manifestUrl} could not be read (${String(error)})`);
    continue;
  }
  if (!declared) console.log(`✓ ${remote}: declares no contract range (an older build), runs on any shell`);
  else if (satisfiesRange(offered, declared.requires)) console.log(`✓ ${remote}: needs ${declared.requires}, this shell offers ${offered}`);
  else {
    broken++;
    console.warn(
      `⚠ ${remote}: the active build (${manifestUrl}) needs shell contract ${declared.requires}; this shell offers ${offered} and would break it`,
    );
  }
}
if (broken > 0) {
  console.warn(
    `⚠ ${broken} active remote build(s) would show "needs a newer version" with this shell: deploy builds made against @helpdesk/shared ${offered} first.`,
  );
  process.exit(1);
}
