/**
 * A decompression-bomb workbook for the upload-limit tests, built here instead of committed: a valid .xlsx whose
 * first sheet is one cell of `unpackedMb` megabytes of the same letter (~1 000 : 1, so 480 MB packs into ~480 KB).
 * One megabyte is deflated once and its blocks repeated (a sync flush ends each on a byte boundary, so copies chain
 * into one valid stream): deflating 480 MB for real takes seconds of the test's CPU.
 */
import zlib from 'node:zlib';

const PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>email</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>';
const SHEET_END = '</t></is></c></row></sheetData></worksheet>';

const MB = 1024 * 1024;
const syncFlushed = (bytes: Buffer) => zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });

interface Entry {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
  offset: number;
}

function localHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.data.length, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

function directoryRecord(entry: Entry): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(0x0800, 8);
  record.writeUInt16LE(8, 10);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.data.length, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([record, entry.name]);
}

export function sheetBomb(unpackedMb: number): Buffer {
  const megabyte = Buffer.alloc(MB, 0x61);
  const start = Buffer.from(SHEET_START);
  const end = Buffer.from(SHEET_END);
  const repeated = syncFlushed(megabyte);
  let crc = zlib.crc32(start);
  for (let i = 0; i < unpackedMb; i++) crc = zlib.crc32(megabyte, crc);
  crc = zlib.crc32(end, crc);
  const sheet = {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.concat([syncFlushed(start), ...Array.from({ length: unpackedMb }, () => repeated), zlib.deflateRawSync(end)]),
    crc,
    size: start.length + unpackedMb * MB + end.length,
  };
  const parts = Object.entries(PARTS).map(([name, text]) => {
    const bytes = Buffer.from(text);
    return { name, data: zlib.deflateRawSync(bytes), crc: zlib.crc32(bytes), size: bytes.length };
  });
  const chunks: Buffer[] = [];
  const entries: Entry[] = [];
  let offset = 0;
  for (const part of [...parts, sheet]) {
    const entry = { ...part, name: Buffer.from(part.name), offset };
    const header = localHeader(entry);
    chunks.push(header, entry.data);
    offset += header.length + entry.data.length;
    entries.push(entry);
  }
  const directory = Buffer.concat(entries.map(directoryRecord));
  const tail = Buffer.alloc(22);
  tail.writeUInt32LE(0x06054b50, 0);
  tail.writeUInt16LE(entries.length, 8);
  tail.writeUInt16LE(entries.length, 10);
  tail.writeUInt32LE(directory.length, 12);
  tail.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, tail]);
}
