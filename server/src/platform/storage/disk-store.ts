import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AttachmentStore } from './attachment-store';

/** Files under `dir`, one per key (`dir/{ticketId}/{uuid}`): the layout attachments have always had. */
export function createDiskStore(dir: string): AttachmentStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are ours (ids and UUIDs), but a key must never reach outside the directory.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid attachment key "${key}"`);
    return file;
  };
  return {
    async put(key, body, _options) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, count, fs.createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        // A half-written file goes; one that was there already (a reused key) is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fsp.rm(file, { force: true });
        throw error;
      }
      return size;
    },

    async get(key) {
      try {
        const handle = await fsp.open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async copy(from, to) {
      const target = fileOf(to);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.copyFile(fileOf(from), target, fs.constants.COPYFILE_EXCL);
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => fsp.rm(fileOf(key), { force: true })));
    },

    close() {},
  };
}
