import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { contractRefusal, shellContractVersion } from './contract-check';
import { publishVersion } from './store';

const TOKEN = 'deploy-token-for-tests-0123456789';
const temporary: string[] = [];

function dir(label: string): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), `contract-${label}-`));
  temporary.push(made);
  return made;
}

/** A built shell whose @helpdesk/shared (the shell contract) is `version`. */
function shellBuild(version: string): string {
  const shell = dir('shell');
  fs.writeFileSync(
    path.join(shell, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: [{ name: '@helpdesk/shared', version }] }),
  );
  return shell;
}

/** A finance build whose manifest needs `requires` (none: a build from before the contract had a version). */
function financeBuild(requires?: string): string {
  const build = dir('finance');
  const metaData = { publicPath: 'auto', ...(requires ? { helpdeskContract: { version: requires.slice(1), requires } } : {}) };
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'finance', metaData, requires }));
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), `var finance = "${requires ?? 'old'}";`);
  return build;
}

after(() => {
  for (const made of temporary) fs.rmSync(made, { recursive: true, force: true });
});

describe('contractRefusal', () => {
  it('refuses a build whose range the shell’s @helpdesk/shared does not satisfy, and names both', () => {
    const shell = shellBuild('1.2.0');
    assert.equal(shellContractVersion(shell), '1.2.0');
    assert.deepEqual(contractRefusal(financeBuild('^1.3.0'), shell), { requires: '^1.3.0', offered: '1.2.0' });
    assert.deepEqual(contractRefusal(financeBuild('^2.0.0'), shell), { requires: '^2.0.0', offered: '1.2.0' });
  });

  it('accepts a build the shell satisfies, an older build that declares nothing, and any build when no shell is built', () => {
    const shell = shellBuild('1.2.0');
    assert.equal(contractRefusal(financeBuild('^1.0.0'), shell), null);
    assert.equal(contractRefusal(financeBuild('^1.2.0'), shell), null);
    assert.equal(contractRefusal(financeBuild(), shell), null);
    assert.equal(contractRefusal(financeBuild('^9.0.0'), dir('no-shell')), null);
  });
});

describe('activating a build the running shell cannot run', () => {
  let server: TestServer;

  before(async () => {
    server = await startServer({ env: { REMOTE_DEPLOY_TOKEN: TOKEN, SHELL_DIST: shellBuild('1.0.0') } });
    publishVersion(server.config.remoteDeploymentsDir, 'finance', 'needs-2', financeBuild('^2.0.0'), { commit: null, builtAt: null });
    publishVersion(server.config.remoteDeploymentsDir, 'finance', 'fits-1', financeBuild('^1.0.0'), { commit: null, builtAt: null });
  });

  after(() => server.close());

  it('is refused with a field message in the caller’s language, and nothing changes', async () => {
    const admin = await login(server.base, 'admin@demo.test');
    const pl = await admin.post('/api/admin/remote-deployments/finance/activate', { version: 'needs-2' });
    assert.equal(pl.status, 422);
    assert.equal(
      pl.body.errors.version[0],
      'Ta wersja modułu wymaga kontraktu aplikacji ^2.0.0, a działająca aplikacja oferuje 1.0.0 — najpierw wdróż nowszą aplikację',
    );
    // The deploy CLI's call (bearer token), a canary too, in English.
    const enActivate = await new Client(server.base).post(
      '/api/admin/remote-deployments/finance/activate',
      { version: 'needs-2', canary_percent: 10 },
      { authorization: `Bearer ${TOKEN}`, 'accept-language': 'en' },
    );
    assert.equal(enActivate.status, 422);
    assert.match(enActivate.body.errors.version[0], /needs application contract \^2\.0\.0, the running application offers 1\.0\.0/);
    const remotes = (await new Client(server.base).get('/remotes.json')).body as Record<string, string>;
    assert.ok(!remotes.finance?.includes('needs-2'));
    const fits = await admin.post('/api/admin/remote-deployments/finance/activate', { version: 'fits-1' });
    assert.equal(fits.status, 200, JSON.stringify(fits.body));
  });
});
