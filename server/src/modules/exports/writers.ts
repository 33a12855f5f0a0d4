/**
 * Table writers that stream to a file: CSV (RFC 4180, UTF-8 with BOM so spreadsheet programs read Polish letters)
 * and XLSX written as sheet XML straight into a deflated ZIP entry, so a file of any length is produced in constant
 * memory (SheetJS builds the whole workbook in memory first; bench/report-exports measures both).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { createDeflateRaw, type DeflateRaw } from 'node:zlib';

export type Cell = string | number | null;

export interface TableWriter {
  row(cells: readonly Cell[]): Promise<void>;
  close(): Promise<void>;
}

async function write(out: WriteStream | DeflateRaw, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

const csvCell = (c: Cell) => {
  if (c === null) return '';
  const s = String(c);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export async function csvWriter(path: string): Promise<TableWriter> {
  const out = createWriteStream(path);
  await write(out, '\uFEFF');
  let buffer = '';
  return {
    async row(cells) {
      buffer += cells.map(csvCell).join(',') + '\r\n';
      if (buffer.length > 64_000) {
        await write(out, buffer);
        buffer = '';
      }
    },
    async close() {
      if (buffer) await write(out, buffer);
      out.end();
      await once(out, 'finish');
    },
  };
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

function crc32(crc: number, buf: Buffer): number {
  let c = ~crc;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** A ZIP archive written entry by entry (deflated, sizes in data descriptors). */
class ZipStream {
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
      crc = crc32(crc, buf);
      size += buf.length;
      await write(deflate, buf);
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

const xml = (s: string) =>
  s
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function sheetName(name: string): string {
  return xml(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
}

/** One worksheet whose rows are deflated as they are written. */
export async function xlsxWriter(path: string, sheet: string): Promise<TableWriter> {
  const out = createWriteStream(path);
  const zip = new ZipStream(out);
  await zip.entry(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  );
  await zip.entry(
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await zip.entry(
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${sheetName(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  await zip.entry(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  const body = await zip.begin('xl/worksheets/sheet1.xml');
  await body.add(`${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`);
  let r = 0;
  return {
    async row(cells) {
      r++;
      let line = `<row r="${r}">`;
      for (const c of cells) {
        if (c === null || c === '') line += '<c/>';
        else if (typeof c === 'number') line += `<c><v>${c}</v></c>`;
        else line += `<c t="inlineStr"><is><t xml:space="preserve">${xml(c)}</t></is></c>`;
      }
      await body.add(line + '</row>');
    },
    async close() {
      await body.add('</sheetData></worksheet>');
      await body.end();
      await zip.close();
    },
  };
}
