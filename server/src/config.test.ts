/** Issue 11 items 1 and 7: no built-in secrets, production refuses to start without its own; TRUST_PROXY never `true`. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, KSEF_BASE_URLS, loadConfig, parseTrustProxy, PRODUCTION_SECRETS } from './config';
import { VAPID_ENV } from './platform/outbound/push/vapid';

/** Kept in the development secrets file too, though production may go without (push off). */
const DEVELOPMENT_ONLY_SECRETS = [VAPID_ENV.publicKey, VAPID_ENV.privateKey];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-config-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const SECRETS = {
  APP_KEY: 'k'.repeat(44),
  PUSHER_APP_ID: 'acme-helpdesk',
  PUSHER_APP_KEY: 'public-key-1',
  PUSHER_APP_SECRET: 's'.repeat(44),
  MAIL_INTAKE_TOKEN: 'm'.repeat(44),
};
const OLD_CONSTANTS = [
  'helpdesk-development-key-change-me-in-production-0123456789',
  'helpdesk-key',
  'helpdesk-secret',
  'helpdesk-mail-intake-development-token',
];

describe('production secrets', () => {
  it('refuses to load without them, naming every missing variable in one message', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(tmp, 'prod') }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        for (const name of ['APP_KEY', 'PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET', 'MAIL_INTAKE_TOKEN'])
          assert.match(error.message, new RegExp(`\\b${name}\\b`));
        assert.match(error.message, /openssl rand -base64 32/);
        return true;
      },
    );
  });

  it('names only what is missing, and refuses the once-published development values and short keys', () => {
    assert.throws(
      () =>
        loadConfig({ NODE_ENV: 'production', ...SECRETS, PUSHER_APP_SECRET: 'helpdesk-secret', APP_KEY: 'short', MAIL_INTAKE_TOKEN: '' }),
      (error: Error) => {
        assert.match(error.message, /PUSHER_APP_SECRET \(the published development value/);
        assert.match(error.message, /APP_KEY \(too short/);
        assert.match(error.message, /MAIL_INTAKE_TOKEN \(missing/);
        assert.doesNotMatch(error.message, /PUSHER_APP_KEY|PUSHER_APP_ID/);
        return true;
      },
    );
  });

  it('uses the given secrets and writes no file', () => {
    // The log drivers are the only ones here: allowed on purpose (outbound/outbox.test.ts tests the refusal).
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(tmp, 'prod'), ...SECRETS, ALLOW_LOG_DRIVERS: '1' });
    assert.equal(config.appKey, SECRETS.APP_KEY);
    assert.deepEqual(
      [config.pusher.appId, config.pusher.key, config.pusher.secret],
      [SECRETS.PUSHER_APP_ID, SECRETS.PUSHER_APP_KEY, SECRETS.PUSHER_APP_SECRET],
    );
    assert.equal(config.mailIntake.token, SECRETS.MAIL_INTAKE_TOKEN);
    assert.equal(config.secretsFile, undefined);
    assert.equal(config.seedDemo, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', ...SECRETS, ALLOW_LOG_DRIVERS: '1', SEED_DEMO: '1' }).seedDemo, true);
  });
});

describe('development secrets', () => {
  it('are random per data directory, kept beside it (0600) and the same at the next start', () => {
    const a = loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(tmp, 'a') });
    const b = loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(tmp, 'b') });
    const values = (c: typeof a) => [c.appKey, c.pusher.appId, c.pusher.key, c.pusher.secret, c.mailIntake.token];
    for (const value of [...values(a), ...values(b)]) {
      assert.ok(value && value.length >= 16, `weak secret ${value}`);
      assert.ok(!OLD_CONSTANTS.includes(value));
    }
    assert.notEqual(a.appKey, b.appKey);
    assert.notEqual(a.pusher.secret, b.pusher.secret);
    assert.notEqual(a.mailIntake.token, b.mailIntake.token);
    assert.equal(a.secretsFile, path.join(tmp, 'a.secrets.json'));
    assert.equal(fs.statSync(a.secretsFile!).mode & 0o777, 0o600);
    assert.deepEqual(values(loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(tmp, 'a') })), values(a));
    assert.deepEqual(
      Object.keys(JSON.parse(fs.readFileSync(a.secretsFile!, 'utf8'))).sort(),
      [...PRODUCTION_SECRETS.map((s) => s.name), ...DEVELOPMENT_ONLY_SECRETS].sort(),
    );
  });

  it('keep what the file already holds and add only what it lacks', () => {
    const file = path.join(tmp, 'c.secrets.json');
    fs.writeFileSync(file, JSON.stringify({ APP_KEY: 'kept-app-key-kept-app-key-kept-app-key' }), { mode: 0o600 });
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: path.join(tmp, 'c') });
    assert.equal(config.appKey, 'kept-app-key-kept-app-key-kept-app-key');
    assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).PUSHER_APP_SECRET, config.pusher.secret);
    assert.deepEqual(
      fs.readdirSync(tmp).filter((f) => f.endsWith('.tmp')),
      [],
    );
  });

  it('take what the environment gives over the kept ones', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'a'), APP_KEY: SECRETS.APP_KEY });
    assert.equal(config.appKey, SECRETS.APP_KEY);
    assert.equal(config.pusher.secret, loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'a') }).pusher.secret);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses `true`: it would trust any client-sent X-Forwarded-For', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on'])
      assert.throws(
        () => loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'a'), TRUST_PROXY: value }),
        /TRUST_PROXY=1\) or their addresses/,
      );
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('0'), false);
    assert.equal(parseTrustProxy('1'), 1);
    assert.equal(parseTrustProxy('2'), 2);
    assert.deepEqual(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback'), [
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    assert.throws(() => parseTrustProxy('10.0.0.0/33'), /not an address or CIDR: 10.0.0.0\/33/);
    assert.throws(() => parseTrustProxy('proxy.example.com'), /not an address or CIDR/);
  });
});

describe('KSEF_ENV', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'k') };
  const sending = { ...base, KSEF_TOKEN: 'token-from-ksef', KSEF_NIP: '526-025-02-74' };

  it('is off by default and then needs nothing else', () => {
    assert.deepEqual(loadConfig(base).ksef, { env: 'off', baseUrl: null, token: undefined, nip: undefined, publicKeyPem: undefined });
    assert.equal(loadConfig({ ...base, KSEF_ENV: 'off', KSEF_NIP: 'garbage' }).ksef.env, 'off');
  });

  it('names the environment’s API address, or takes an https URL (http only to this machine)', () => {
    for (const env of ['test', 'demo', 'prod'] as const) {
      const ksef = loadConfig({ ...sending, KSEF_ENV: env }).ksef;
      assert.equal(ksef.env, env);
      assert.equal(ksef.baseUrl, KSEF_BASE_URLS[env]);
      assert.equal(ksef.token, 'token-from-ksef');
      assert.equal(ksef.nip, '5260250274');
    }
    assert.equal(loadConfig({ ...sending, KSEF_ENV: 'https://ksef.example.com/api/v2/' }).ksef.baseUrl, 'https://ksef.example.com/api/v2');
    assert.equal(loadConfig({ ...sending, KSEF_ENV: 'http://127.0.0.1:9999' }).ksef.env, 'url');
    assert.throws(() => loadConfig({ ...sending, KSEF_ENV: 'http://ksef.example.com' }), /https URL/);
    assert.throws(() => loadConfig({ ...sending, KSEF_ENV: 'production' }), /off, test, demo, prod or an https URL/);
  });

  it('refuses to send without a token or with a NIP whose check digit is wrong, naming every problem', () => {
    assert.throws(
      () => loadConfig({ ...base, KSEF_ENV: 'test' }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /KSEF_TOKEN is not set/);
        assert.match(error.message, /KSEF_NIP is not set/);
        return true;
      },
    );
    assert.throws(() => loadConfig({ ...sending, KSEF_ENV: 'test', KSEF_NIP: '5260250275' }), /not a valid NIP/);
    assert.throws(() => loadConfig({ ...sending, KSEF_ENV: 'test', KSEF_NIP: '526025027' }), /not a valid NIP/);
  });

  it('reads KSEF_PUBLIC_KEY_PATH as a PEM public key or certificate, and refuses anything else', () => {
    const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(tmp, 'ksef-key.pem');
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    fs.writeFileSync(keyFile, spki);
    assert.equal(loadConfig({ ...sending, KSEF_ENV: 'demo', KSEF_PUBLIC_KEY_PATH: keyFile }).ksef.publicKeyPem, spki);
    const certFile = path.join(tmp, 'ksef-cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=KSeF test',
        '-days',
        '1',
        '-keyout',
        path.join(tmp, 'ksef-cert-key.pem'),
        '-out',
        certFile,
      ],
      { encoding: 'utf8' },
    );
    assert.equal(made.status, 0, made.stderr);
    const fromCert = loadConfig({ ...sending, KSEF_ENV: 'demo', KSEF_PUBLIC_KEY_PATH: certFile }).ksef.publicKeyPem;
    assert.equal(fromCert, new crypto.X509Certificate(fs.readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'pem' }));
    const junk = path.join(tmp, 'junk.pem');
    fs.writeFileSync(junk, 'not a key');
    assert.throws(() => loadConfig({ ...sending, KSEF_ENV: 'demo', KSEF_PUBLIC_KEY_PATH: junk }), /KSEF_PUBLIC_KEY_PATH/);
    assert.throws(
      () => loadConfig({ ...sending, KSEF_ENV: 'demo', KSEF_PUBLIC_KEY_PATH: path.join(tmp, 'missing.pem') }),
      /KSEF_PUBLIC_KEY_PATH/,
    );
  });
});

describe('CPU pool, upload limits and the statement timeout (issue 35 item 2)', () => {
  const base = () => ({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'cpu') });

  it('defaults: a thread per core but one, 10 s a task, 100 MB unpacked, 500 000 cells, 30 s a statement', () => {
    const config = loadConfig(base());
    assert.deepEqual(config.cpuPool, { threads: Math.max(1, os.availableParallelism() - 1), timeoutMs: 10_000, maxHeapMb: 512 });
    assert.deepEqual(config.importLimits, { maxUnpackedMb: 100, maxCells: 500_000 });
    assert.equal(config.statementTimeoutMs, 30_000);
  });

  it('reads the variables, and refuses a pool or a limit below 1', () => {
    const config = loadConfig({
      ...base(),
      CPU_POOL_SIZE: '3',
      CPU_TASK_TIMEOUT_MS: '2500',
      CPU_WORKER_MAX_HEAP_MB: '256',
      IMPORT_MAX_UNPACKED_MB: '40',
      IMPORT_MAX_CELLS: '90000',
      DB_STATEMENT_TIMEOUT_MS: '0',
    });
    assert.deepEqual(config.cpuPool, { threads: 3, timeoutMs: 2500, maxHeapMb: 256 });
    assert.deepEqual(config.importLimits, { maxUnpackedMb: 40, maxCells: 90_000 });
    assert.equal(config.statementTimeoutMs, 0);
    assert.throws(() => loadConfig({ ...base(), CPU_POOL_SIZE: '0' }), /CPU_POOL_SIZE must be at least 1, got 0/);
    assert.throws(() => loadConfig({ ...base(), IMPORT_MAX_CELLS: '-5' }), /IMPORT_MAX_CELLS must be at least 1/);
    assert.throws(() => loadConfig({ ...base(), DB_STATEMENT_TIMEOUT_MS: '-1' }), /DB_STATEMENT_TIMEOUT_MS must be at least 0, got -1/);
  });
});
