/**
 * A ZIP archive written to a file entry by entry, each entry deflated as its text comes (sizes in data descriptors),
 * so a workbook of any length is written in constant memory.
 */
import { type WriteStream } from 'node:fs';
import { once } from 'node:events';
// zlib's native crc32 (Node ≥ 20.15): a long export's every byte is summed on the request thread, a JS loop took ~10× longer.
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { setImmediate as yieldLoop } from 'node:timers/promises';

async function write(out: WriteStream | DeflateRaw, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** A ZIP archive written entry by entry (deflated, sizes in data descriptors). */
export class ZipStream {
  private offset = 0;
  private readonly entries: { name: Buffer; crc: number; size: number; csize: number; offset: number }[] = [];
  constructor(private readonly out: WriteStream) {}

  private async put(chunk: Buffer) {
    this.offset += chunk.length;
    await write(this.out, chunk);
  }

  /** Opens one entry: text added to it is deflated as it comes; `end` writes its data descriptor. */
  async begin(name: string): Promise<{ add: (text: string) => Promise<void>; end: () => Promise<void> }> {
    const nameBuf = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0x21, 12);
    header.writeUInt16LE(nameBuf.length, 26);
    await this.put(Buffer.concat([header, nameBuf]));
    let crc = 0;
    let size = 0;
    let csize = 0;
    const deflate = createDeflateRaw({ level: 6 });
    const pending: Promise<void>[] = [];
    deflate.on('data', (chunk: Buffer) => {
      csize += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        pending.push(once(this.out, 'drain').then(() => void deflate.resume()));
      }
    });
    const ended = once(deflate, 'end');
    let text = '';
    const flush = async () => {
      const buf = Buffer.from(text, 'utf8');
      text = '';
      crc = crc32(buf, crc);
      size += buf.length;
      await write(deflate, buf);
      // The loop turns after every 64 KB of text, whether or not zlib asked to wait: the rows' XML is built on this
      // thread, and without a turn a fast producer held it for ~100 ms at a time on a loaded machine (issue 35).
      await yieldLoop();
    };
    return {
      add: async (t) => {
        text += t;
        if (text.length > 64_000) await flush();
      },
      end: async () => {
        await flush();
        deflate.end();
        await ended;
        await Promise.all(pending);
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc, 4);
        descriptor.writeUInt32LE(csize, 8);
        descriptor.writeUInt32LE(size, 12);
        await this.put(descriptor);
        this.entries.push({ name: nameBuf, crc, size, csize, offset });
      },
    };
  }

  async entry(name: string, text: string): Promise<void> {
    const e = await this.begin(name);
    await e.add(text);
    await e.end();
  }

  async close(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(0x21, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.csize, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.out.end();
    await once(this.out, 'finish');
  }
}
