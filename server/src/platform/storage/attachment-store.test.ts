/** The store port's contract, the same for both drivers: disk in a temporary directory, S3 against s3rver on loopback. */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import { loadConfig, type AttachmentsConfig } from '../../config';
import type { AttachmentStore } from './attachment-store';
import { createAttachmentStore } from './create-attachment-store';
import { stageStore } from './staged-store';
import { storedKeys } from './testing';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A body that yields some bytes, then fails (a client gone mid-upload, a file over the limit). */
const failing = (bytes: number) =>
  Readable.from(
    (async function* () {
      yield crypto.randomBytes(bytes);
      throw new Error('upload broke');
    })(),
  );

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-store-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(tmp, 's3'),
  configureBuckets: [{ name: 'contract' }],
});

after(async () => {
  await s3.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

for (const driver of ['disk', 's3'] as const) {
  describe(`attachment store: ${driver}`, () => {
    let config: AttachmentsConfig;
    let store: AttachmentStore;

    before(async () => {
      if (driver === 'disk') {
        config = { driver, dir: path.join(tmp, 'disk') };
      } else {
        const { port } = await s3.run();
        config = {
          driver,
          endpoint: `http://127.0.0.1:${port}`,
          region: 'us-east-1',
          bucket: 'contract',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          forcePathStyle: true,
        };
      }
      store = createAttachmentStore(config);
    });
    after(() => store.close());

    it('puts a stream and a buffer, answers their sizes, and gives the same bytes back as a stream', async () => {
      const big = crypto.randomBytes(5 * 1024 * 1024 + 10);
      assert.equal(
        await store.put('1/stream', Readable.from([big.subarray(0, 1000), big.subarray(1000)]), { contentType: 'application/zip' }),
        big.length,
      );
      assert.equal(await store.put('1/buffer', Buffer.from('zażółć'), { contentType: 'text/plain' }), Buffer.byteLength('zażółć'));
      const stream = await store.get('1/stream');
      assert.ok(stream instanceof Readable);
      assert.ok((await read(stream)).equals(big));
      assert.equal((await read((await store.get('1/buffer'))!)).toString(), 'zażółć');
      assert.deepEqual(await storedKeys(config), ['1/buffer', '1/stream']);
    });

    it('answers null for a key it does not hold', async () => {
      assert.equal(await store.get('1/missing'), null);
    });

    it('copies under a new key and deletes, a missing key included', async () => {
      await store.copy('1/buffer', '2/copy');
      assert.equal((await read((await store.get('2/copy'))!)).toString(), 'zażółć');
      await store.delete(['1/buffer', '2/copy', '1/stream', '9/never-there']);
      assert.deepEqual(await storedKeys(config), []);
    });

    it('keeps nothing of a body that fails midway (a single part and a multipart upload)', async () => {
      await assert.rejects(store.put('3/small', failing(1000), { contentType: 'application/zip' }), /upload broke/);
      await assert.rejects(store.put('3/large', failing(6 * 1024 * 1024), { contentType: 'application/zip' }), /upload broke/);
      assert.deepEqual(await storedKeys(config), []);
    });

    it('staged for a transaction: a rollback removes what was written, deletions wait for the commit', async () => {
      await store.put('4/kept', Buffer.from('kept'), { contentType: 'text/plain' });
      const rolledBack = stageStore(store);
      await rolledBack.store.put('4/new', Buffer.from('new'), { contentType: 'text/plain' });
      await rolledBack.store.copy('4/kept', '4/copy');
      await rolledBack.store.delete(['4/kept']);
      assert.deepEqual(await storedKeys(config), ['4/copy', '4/kept', '4/new']);
      await rolledBack.rollback();
      assert.deepEqual(await storedKeys(config), ['4/kept']);

      const committed = stageStore(store);
      await committed.store.copy('4/kept', '4/moved');
      await committed.store.delete(['4/kept']);
      assert.deepEqual(await storedKeys(config), ['4/kept', '4/moved']);
      await committed.commit();
      assert.deepEqual(await storedKeys(config), ['4/moved']);
    });
  });
}

describe('attachment store configuration (env)', () => {
  it('is a directory by default, and a bucket with ATTACHMENTS_DRIVER=s3', () => {
    assert.deepEqual(loadConfig({ ATTACHMENTS_DIR: '/srv/files' }).attachments, { driver: 'disk', dir: '/srv/files' });
    assert.deepEqual(loadConfig({ ATTACHMENTS_DRIVER: 's3', S3_BUCKET: 'files' }).attachments, {
      driver: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'files',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ATTACHMENTS_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    }).attachments;
    assert.equal(minio.driver === 's3' && minio.forcePathStyle, true);
    assert.deepEqual(minio.driver === 's3' && minio.credentials, { accessKeyId: 'k', secretAccessKey: 's' });
  });

  it('refuses an unknown driver, a bucket-less S3 and half a key pair', () => {
    assert.throws(() => loadConfig({ ATTACHMENTS_DRIVER: 'ftp' }), /ATTACHMENTS_DRIVER/);
    assert.throws(() => loadConfig({ ATTACHMENTS_DRIVER: 's3' }), /S3_BUCKET/);
    assert.throws(() => loadConfig({ ATTACHMENTS_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }), /S3_SECRET_ACCESS_KEY/);
  });
});
