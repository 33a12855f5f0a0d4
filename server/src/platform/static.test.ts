import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './static';
import { makeFakeFrontend, type FakeFrontend } from '../test/fake-dist';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('cacheControlFor', () => {
  it('never caches the files that name the current build', () => {
    for (const name of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'a/b/remoteEntry.js']) {
      assert.equal(cacheControlFor(name), NO_CACHE, name);
    }
  });
  it('caches content-hashed files forever', () => {
    for (const name of [
      'main.3f9a1c0b.js',
      '123.0a1b2c3d4e5f.js',
      'style-abcdef0123.css',
      'x/__federation_expose_routes.9f8e7d6c5b4a.js',
    ]) {
      assert.equal(cacheControlFor(name), IMMUTABLE, name);
    }
  });
  it('revalidates files without a hash', () => {
    for (const name of ['favicon.ico', 'main.js', 'robots.txt', 'logo-dark.svg']) {
      assert.equal(cacheControlFor(name), NO_CACHE, name);
    }
  });
});

describe('static-main (one remote deployed alone)', () => {
  let dist: FakeFrontend;
  let child: ChildProcess;
  let base: string;

  before(async () => {
    dist = makeFakeFrontend();
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/static-main.ts',
        '--dir',
        path.join(dist.remotesDir, 'tickets/dist'),
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--prefix',
        '/remotes/tickets',
      ],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /at (http:\/\/[^\s/]+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`static-main exited with ${code}: ${out}`)));
    });
  });

  after(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    dist.cleanup();
  });

  it('serves the remote under its prefix with CORS and cache rules', async () => {
    const manifest = await fetch(`${base}/remotes/tickets/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), NO_CACHE);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    await manifest.body?.cancel();
    const chunk = await fetch(`${base}/remotes/tickets/static/js/async/123.0a1b2c3d4e5f.js`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
    await chunk.body?.cancel();
    const missing = await fetch(`${base}/remotes/tickets/nope.js`);
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
  });
});
