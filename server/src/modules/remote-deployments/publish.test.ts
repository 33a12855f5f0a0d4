import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { remoteDeploymentSchema, type AuditEntry } from '@helpdesk/shared/resources';
import { login, startServer, type Client, type TestServer } from '../../test/harness';
import { packBuildArchive, readBuildArchive } from './archive';

const TOKEN = 'deploy-token-for-publish-tests-0123456789';
const BUILT_AT = '2026-11-02T10:00:00.000Z';

/** A finance build as the rspack config writes one: manifest naming its entry and chunks, and build-info.json. */
function build(version: string, overrides: Record<string, string | null> = {}): Map<string, Buffer> {
  const manifest = {
    name: 'finance',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      { name: 'routes', path: './routes', assets: { js: { sync: ['routes.1.js'], async: ['screen.2.js'] }, css: { sync: [], async: [] } } },
    ],
    shared: [{ name: 'react', assets: { js: { sync: ['react.3.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  const files: Record<string, string | null> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `var finance = "${version}";`,
    'routes.1.js': `/* routes ${version} */`,
    'screen.2.js': '/* screen */',
    'react.3.js': '/* react */',
    'build-info.json': JSON.stringify({ name: 'finance', version, commit: `abc${version}`, built_at: BUILT_AT }),
    ...overrides,
  };
  return new Map(Object.entries(files).flatMap(([name, text]) => (text === null ? [] : [[name, Buffer.from(text)] as const])));
}

const pack = (files: Map<string, Buffer>) => packBuildArchive(files);

/** A build of `remote` whose manifest carries a declaration (paths, menu entries) as the build writes it. */
function declaring(remote: string, version: string, declaration: unknown): Map<string, Buffer> {
  const files = build(version);
  const manifest = JSON.parse(files.get('mf-manifest.json')!.toString());
  manifest.name = remote;
  manifest.metaData.helpdeskDeclaration = declaration;
  files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
  files.set('build-info.json', Buffer.from(JSON.stringify({ name: remote, version, commit: `abc${version}`, built_at: BUILT_AT })));
  return files;
}

const staffDeclaration = (segment: string, ability = 'finance.view', extra: Record<string, unknown> = {}) => ({
  area: 'staff',
  segments: [{ segment, ability }],
  menu: [
    { id: 990, group: 'finances', order: 70, key: 'extra', label: { pl: 'Dodatek', en: 'Extra' }, path: `/admin/${segment}`, ability },
  ],
  ...extra,
});

describe('publishing a remote build over HTTP', () => {
  let server: TestServer;
  let admin: Client;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-publish-'));

  /** POST /versions with the deploy token: the archive as the raw body. */
  const upload = async (body: Buffer | string, query = '', headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.base}/api/admin/remote-deployments/finance/versions${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json', 'content-type': 'application/gzip', ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const overview = async () =>
    ((await admin.get('/api/admin/remote-deployments')).body.data as { remote: string }[]).find((row) => row.remote === 'finance') as any;
  const published = async () => (await overview()).versions.map((v: { version: string }) => v.version) as string[];

  before(async () => {
    server = await startServer({ tickets: 1, env: { REMOTE_DEPLOY_TOKEN: TOKEN, REMOTE_ARCHIVE_MAX_MB: '1' } });
    admin = await login(server.base, 'admin@demo.test');
  });

  after(async () => {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('publishes a packed build with the commit and build time the build wrote, every file hashed and served immutable', async () => {
    const files = build('3.0.0');
    const answer = await upload(pack(files), '', { 'accept-language': 'en' });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual(
      [answer.body.data.version, answer.body.data.commit, answer.body.data.built_at, answer.body.data.identical],
      ['3.0.0', 'abc3.0.0', BUILT_AT, false],
    );
    assert.equal(answer.body.message, 'Version 3.0.0 of the module published');
    const facts = JSON.parse(fs.readFileSync(path.join(server.config.remoteDeploymentsDir, 'finance/3.0.0/deployment.json'), 'utf8'));
    assert.equal(facts.files['remoteEntry.js'], crypto.createHash('sha256').update(files.get('remoteEntry.js')!).digest('hex'));
    assert.deepEqual(Object.keys(facts.files).sort(), [...files.keys()].sort());
    const entry = await fetch(`${server.base}/remote-versions/finance/3.0.0/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(await entry.text(), 'var finance = "3.0.0";');
    assert.ok((await published()).includes('3.0.0'));
  });

  it('answers a re-deploy of identical content with 200 "already published, identical", also when the build holds source maps', async () => {
    const again = await upload(pack(build('3.0.0')), '?version=3.0.0', { 'accept-language': 'en' });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.data.identical, true);
    assert.match(again.body.message, /already published, identical/);
    const withMaps = await upload(pack(build('3.0.0', { 'remoteEntry.js.map': '{"version":3}', 'chunks/routes.1.js.map': '{}' })));
    assert.equal(withMaps.status, 200, JSON.stringify(withMaps.body));
    assert.equal(withMaps.body.data.identical, true);
    assert.match(withMaps.body.message, /już opublikowana z identycznymi plikami/);
    assert.equal(fs.existsSync(path.join(server.config.remoteDeploymentsDir, 'finance/3.0.0/remoteEntry.js.map')), false);
    // A first publish with maps leaves them out, and its re-deploy is identical too.
    assert.equal((await upload(pack(build('3.1.0', { 'remoteEntry.js.map': '{}' })))).status, 201);
    assert.equal((await upload(pack(build('3.1.0', { 'remoteEntry.js.map': '{"other":1}' })))).status, 200);
  });

  it('writes each new version to the audit trail (who uploaded what), an identical re-deploy nothing', async () => {
    const trail = async () =>
      ((await admin.get('/api/admin/audit-log?kind=remote-deployment')).body.data as AuditEntry[]).filter((row) =>
        row.label.includes('publish'),
      );
    const before = (await trail()).length;
    assert.equal((await upload(pack(build('3.2.0')))).status, 201);
    assert.equal((await upload(pack(build('3.2.0')))).status, 200);
    const rows = await trail();
    assert.equal(rows.length, before + 1, JSON.stringify(rows));
    assert.deepEqual([rows[0]!.label, rows[0]!.user.name, rows[0]!.action], ['finance · publish 3.2.0', 'deploy-cli', 'created']);
    assert.deepEqual(
      rows[0]!.changes.map((change) => [change.field, change.after]),
      [
        ['version', '3.2.0'],
        ['commit', 'abc3.2.0'],
        ['built_at', BUILT_AT],
      ],
    );
  });

  it('refuses other files under a published version', async () => {
    const changed = await upload(pack(build('3.0.0', { 'screen.2.js': '/* changed */' })));
    assert.equal(changed.status, 422);
    assert.match(changed.body.errors.version[0], /już opublikowana z innymi plikami/);
  });

  it('refuses a build without remoteEntry.js, without a manifest, of another remote, or missing a chunk its manifest names', async () => {
    const cases: [Map<string, Buffer>, RegExp][] = [
      [build('4.0.0', { 'remoteEntry.js': null }), /brakuje pliku remoteEntry\.js/],
      [build('4.0.0', { 'mf-manifest.json': null }), /brakuje pliku mf-manifest\.json/],
      [build('4.0.0', { 'mf-manifest.json': JSON.stringify({ name: 'reports' }) }), /nie jest manifestem modułu finance/],
      [build('4.0.0', { 'mf-manifest.json': '{not json' }), /nie jest manifestem modułu finance/],
      [build('4.0.0', { 'screen.2.js': null }), /wymienionych w manifeście: screen\.2\.js/],
    ];
    for (const [files, message] of cases) {
      const answer = await upload(pack(files));
      assert.equal(answer.status, 422, JSON.stringify(answer.body));
      assert.match(answer.body.errors.archive[0], message);
    }
    assert.equal((await published()).includes('4.0.0'), false);
  });

  it("refuses a declaration claiming the shell's path or one another served remote declares, or naming no ability; takes a new path", async () => {
    const send = async (remote: string, files: Map<string, Buffer>, lang = 'pl') => {
      const response = await fetch(`${server.base}/api/admin/remote-deployments/${remote}/versions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${TOKEN}`,
          accept: 'application/json',
          'content-type': 'application/gzip',
          'accept-language': lang,
        },
        body: new Uint8Array(pack(files)),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    // The tickets remote's served version declares `ticket`.
    const tickets = await send(
      'tickets',
      declaring(
        'tickets',
        '21.0.0',
        staffDeclaration('ticket', 'tickets.work', { menu: [{ ...staffDeclaration('x').menu[0], id: 991, ability: 'tickets.work' }] }),
      ),
    );
    assert.equal(tickets.status, 201, JSON.stringify(tickets.body));
    const activated = await fetch(`${server.base}/api/admin/remote-deployments/tickets/activate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ version: '21.0.0' }),
    });
    assert.equal(activated.status, 200, await activated.text());

    const clash = await send('finance', declaring('finance', '21.0.0', staffDeclaration('ticket')));
    assert.equal(clash.status, 422, JSON.stringify(clash.body));
    assert.equal(clash.body.errors.archive[0], 'Ścieżkę „ticket” obsługuje już moduł tickets');
    const shell = await send('finance', declaring('finance', '21.0.0', staffDeclaration('control-center')), 'en');
    assert.equal(shell.status, 422, JSON.stringify(shell.body));
    assert.equal(shell.body.errors.archive[0], 'The path "control-center" is the application\'s own; a module cannot serve it');
    const ability = await send('finance', declaring('finance', '21.0.0', staffDeclaration('finance-extra', 'finance.everything')), 'en');
    assert.equal(ability.status, 422, JSON.stringify(ability.body));
    assert.match(
      ability.body.errors.archive[0],
      /does not declare its paths and menu entries correctly: .*"finance\.everything" is no ability/,
    );
    const group = await send(
      'finance',
      declaring('finance', '21.0.0', {
        ...staffDeclaration('finance-extra'),
        menu: [{ ...staffDeclaration('x').menu[0], group: 'nowhere' }],
      }),
    );
    assert.equal(group.status, 422, JSON.stringify(group.body));
    assert.match(group.body.errors.archive[0], /nie deklaruje poprawnie.*"nowhere" is no menu group/);
    const menuId = await send(
      'finance',
      declaring('finance', '21.0.0', { ...staffDeclaration('finance-extra'), menu: [{ ...staffDeclaration('x').menu[0], id: 140 }] }),
    );
    assert.equal(menuId.status, 422, JSON.stringify(menuId.body));
    assert.equal(menuId.body.errors.archive[0], 'Pozycja menu o numerze 140 już istnieje (shell)');
    const taken = await send(
      'finance',
      declaring('finance', '21.0.0', { ...staffDeclaration('finance-extra'), menu: [{ ...staffDeclaration('x').menu[0], id: 991 }] }),
    );
    assert.equal(taken.body.errors?.archive[0], 'Pozycja menu o numerze 991 już istnieje (tickets)');
    // A canary is served too: a number its declaration holds is taken as much as the active version's.
    const canary = await send(
      'tickets',
      declaring(
        'tickets',
        '22.0.0',
        staffDeclaration('ticket', 'tickets.work', { menu: [{ ...staffDeclaration('x').menu[0], id: 992, ability: 'tickets.work' }] }),
      ),
    );
    assert.equal(canary.status, 201, JSON.stringify(canary.body));
    const served = await fetch(`${server.base}/api/admin/remote-deployments/tickets/activate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ version: '22.0.0', canary_percent: 10 }),
    });
    assert.equal(served.status, 200, await served.text());
    for (const id of [991, 992]) {
      const refused = await send(
        'finance',
        declaring('finance', '21.0.0', { ...staffDeclaration('finance-extra'), menu: [{ ...staffDeclaration('x').menu[0], id }] }),
      );
      assert.equal(refused.body.errors?.archive[0], `Pozycja menu o numerze ${id} już istnieje (tickets)`);
    }
    assert.equal((await published()).includes('21.0.0'), false);

    const fresh = await send('finance', declaring('finance', '21.0.0', staffDeclaration('finance-extra')));
    assert.equal(fresh.status, 201, JSON.stringify(fresh.body));
  });

  it('takes the version from build-info.json, refuses another one, and asks for one when the build names none', async () => {
    const mismatch = await upload(pack(build('5.0.0')), '?version=5.0.1');
    assert.equal(mismatch.status, 422);
    assert.match(mismatch.body.errors.version[0], /wersji 5\.0\.0, a nie 5\.0\.1/);
    const unnamed = await upload(pack(build('5.0.0', { 'build-info.json': null })));
    assert.equal(unnamed.status, 422);
    assert.ok(unnamed.body.errors.version);
    const named = await upload(pack(build('5.0.0', { 'build-info.json': null })), '?version=5.0.0');
    assert.equal(named.status, 201);
    assert.deepEqual([named.body.data.commit, named.body.data.built_at], [null, null], 'nothing known is recorded as unknown');
    const bad = await upload(pack(build('6.0.0')), '?version=../../etc');
    assert.equal(bad.status, 422);
  });

  it('lets only the deploy token or a signed-in admin with the CSRF token publish', async () => {
    const archive = pack(build('7.0.0'));
    const anonymous = await fetch(`${server.base}/api/admin/remote-deployments/finance/versions`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/gzip' },
      body: new Uint8Array(archive),
    });
    assert.equal(anonymous.status, 401);
    assert.equal((await upload(archive, '', { authorization: 'Bearer not-the-token' })).status, 401);
    const form = () => {
      const data = new FormData();
      data.append('version', '7.0.0');
      data.append('archive', new Blob([new Uint8Array(archive)]), 'finance-7.0.0.tar.gz');
      return data;
    };
    const agent = await login(server.base, 'agent@demo.test');
    assert.equal((await agent.post('/api/admin/remote-deployments/finance/versions', form())).status, 403);
    assert.equal((await admin.post('/api/admin/remote-deployments/finance/versions', form(), { 'x-xsrf-token': 'forged' })).status, 419);
    assert.equal((await published()).includes('7.0.0'), false);
    const byAdmin = await admin.post('/api/admin/remote-deployments/finance/versions', form());
    assert.equal(byAdmin.status, 201, JSON.stringify(byAdmin.body));
    assert.equal(byAdmin.body.data.commit, 'abc7.0.0');
  });

  it('caps the archive: 413 over REMOTE_ARCHIVE_MAX_MB as a body or a form file, 422 when it unpacks to more than four times that', async () => {
    const big = crypto.randomBytes(1024 * 1024 + 1024);
    const raw = await upload(big, '', { 'accept-language': 'en' });
    assert.equal(raw.status, 413);
    assert.equal(raw.body.message, 'The request is too large');
    const data = new FormData();
    data.append('archive', new Blob([new Uint8Array(big)]), 'big.tar.gz');
    const form = await admin.post('/api/admin/remote-deployments/finance/versions', data);
    assert.equal(form.status, 413);
    assert.match(form.body.message, /za duże \(maksymalnie 1 MB\)/);
    const bomb = await upload(pack(build('8.0.0', { 'padding.js': ' '.repeat(5 * 1024 * 1024) })));
    assert.equal(bomb.status, 422, JSON.stringify(bomb.body));
    assert.match(bomb.body.errors.archive[0], /za duże \(maksymalnie 4 MB\)/);
  });

  it('answers a malformed archive with a 4xx field message, never a 500', async () => {
    const tar = zlib.gunzipSync(pack(build('9.0.0')));
    const outside = pack(new Map([['../escape.js', Buffer.from('x')]]));
    const bodies: [string, Buffer | string][] = [
      ['not gzip', Buffer.from('hello, not an archive')],
      ['gzip, not tar', zlib.gzipSync(Buffer.from('x'.repeat(2000)))],
      ['cut short', pack(build('9.0.0')).subarray(0, 200)],
      ['tar cut inside a file', zlib.gzipSync(tar.subarray(0, 700))],
      ['a path outside the build', outside],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [label, body] of bodies) {
      const answer = await upload(body);
      assert.ok(answer.status === 422 || answer.status === 400, `${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
      assert.ok(answer.body.errors?.archive || answer.body.errors?._, label);
    }
    const json = await fetch(`${server.base}/api/admin/remote-deployments/finance/versions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(json.status, 422);
    assert.equal((await published()).includes('9.0.0'), false);
  });

  it('reads an archive packed by tar itself (./ paths and folders)', async () => {
    const dir = path.join(work, 'tar-build');
    for (const [name, data] of build('10.0.0', { 'assets/logo.12ab.svg': '<svg/>' })) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), data);
    }
    const archive = path.join(work, 'finance-10.0.0.tar.gz');
    await promisify(execFile)('tar', ['-czf', archive, '-C', dir, '.']);
    const files = readBuildArchive(fs.readFileSync(archive), 10 * 1024 * 1024);
    assert.equal(files.get('assets/logo.12ab.svg')?.toString(), '<svg/>');
    assert.equal((await upload(fs.readFileSync(archive))).status, 201);
  });

  it('status: the deploy CLI publishes a folder and activates it; a canary whose chunk went missing is reported unhealthy', async () => {
    const dir = path.join(work, 'cli-build');
    for (const [name, data] of build('11.0.0', { 'remoteEntry.js.map': '{}' })) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), data);
    }
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.resolve('src/deploy-remote.ts'), ...args, '--url', server.base], {
        env: { ...process.env, REMOTE_DEPLOY_TOKEN: TOKEN },
      });
    const deployed = await cli('finance', '--from', dir);
    assert.match(
      deployed.stdout,
      /finance 11\.0\.0: Version 11\.0\.0 of the module published \(built 2026-11-02T10:00:00\.000Z, commit abc11\.0\.0\)/,
    );
    assert.match(deployed.stdout, /finance: deploy → 11\.0\.0/);
    assert.equal((await cli('finance', '--from', dir, '--publish-only')).stdout.includes('already published, identical'), true);

    assert.equal((await upload(pack(build('12.0.0')))).status, 201);
    fs.rmSync(path.join(server.config.remoteDeploymentsDir, 'finance/12.0.0/screen.2.js'));
    assert.match((await cli('finance', '12.0.0', '--canary', '20')).stdout, /canary → 12\.0\.0 \(was 11\.0\.0\) for 20% of users/);
    const row = await overview();
    remoteDeploymentSchema.parse(row);
    assert.deepEqual([row.active.version, row.manifest_healthy, row.missing_files], ['11.0.0', true, []]);
    assert.deepEqual([row.canary.percent, row.canary.healthy, row.canary.missing_files], [20, false, ['screen.2.js']]);
    const status = (await cli('status')).stdout;
    assert.match(
      status,
      /finance\s+11\.0\.0\s+files ok \(commit abc11\.0\.0, built 2026-11-02T10:00:00\.000Z\); canary 12\.0\.0 for 20% of users, MISSING screen\.2\.js/,
    );
    fs.rmSync(path.join(server.config.remoteDeploymentsDir, 'finance/11.0.0/remoteEntry.js'));
    const broken = await overview();
    assert.deepEqual([broken.manifest_healthy, broken.missing_files], [false, ['remoteEntry.js']]);
  });
});
