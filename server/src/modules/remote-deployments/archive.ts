/**
 * A remote's build archive as `.ci/remote <name>` packs it (`tar -czf … -C dist .`): a gzipped tar whose top holds
 * mf-manifest.json and remoteEntry.js. Read into memory (path → bytes) with every limit checked on the way: the
 * unpacked size, paths that stay inside the build, plain files and folders only. Plain Node: the deploy CLI packs
 * with the same module.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The archive is not a readable build: `reason` says why, in English, for the log and the CLI. */
export class ArchiveError extends Error {
  constructor(
    readonly key: 'remote_archive_malformed' | 'remote_archive_too_large',
    reason: string,
  ) {
    super(reason);
  }
}

const BLOCK = 512;

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octal(block: Buffer, start: number, length: number): number {
  const field = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(field)) throw new ArchiveError('remote_archive_malformed', 'a tar header holds a broken number');
  return field === '' ? 0 : parseInt(field, 8);
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === octal(block, 148, 8);
}

/** A path inside the build (no leading `./`, no `..`, no absolute path); null for the archive's root folder. */
function buildPath(name: string): string | null {
  const normal = path.posix.normalize(name.replace(/^(\.\/)+/, ''));
  if (normal === '.' || normal === './' || normal === '') return null;
  if (path.posix.isAbsolute(normal) || normal.startsWith('../') || normal === '..' || normal.includes('\0')) {
    throw new ArchiveError('remote_archive_malformed', `${name} points outside the build`);
  }
  return normal.replace(/\/$/, '');
}

/** The PAX extended header's `path` record, if it names one. */
function paxPath(data: Buffer): string | undefined {
  let rest = data.toString('utf8');
  let found: string | undefined;
  while (rest.length > 0) {
    const space = rest.indexOf(' ');
    const length = Number(rest.slice(0, space));
    if (space < 1 || !Number.isInteger(length) || length <= space) break;
    const record = rest.slice(space + 1, length - 1);
    if (record.startsWith('path=')) found = record.slice(5);
    rest = rest.slice(length);
  }
  return found;
}

/** The files of a gzipped tar, by path inside the build. `maxBytes` bounds the unpacked tar. */
export function readBuildArchive(archive: Buffer, maxBytes: number): Map<string, Buffer> {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(archive, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new ArchiveError('remote_archive_too_large', `the archive unpacks to more than ${maxBytes} bytes`);
    }
    throw new ArchiveError('remote_archive_malformed', 'not a gzip archive (pack it with tar -czf)');
  }
  const files = new Map<string, Buffer>();
  let offset = 0;
  let longName: string | undefined;
  let ended = false;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) {
      ended = true;
      break;
    }
    if (!checksumOk(header)) throw new ArchiveError('remote_archive_malformed', 'not a tar archive (a header checksum fails)');
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new ArchiveError('remote_archive_malformed', 'the archive is cut short');
    const data = tar.subarray(start, start + size);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'L') {
      longName = text(data, 0, data.length);
      continue;
    }
    if (type === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (type === 'g') continue;
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = undefined;
    const file = buildPath(name);
    if (type === '5') continue;
    if (type !== '0' && type !== '\0' && type !== '7') {
      throw new ArchiveError('remote_archive_malformed', `${name} is not a plain file (links are not published)`);
    }
    if (file === null) throw new ArchiveError('remote_archive_malformed', `${name} is not a file name`);
    files.set(file, Buffer.from(data));
  }
  if (!ended && files.size === 0) throw new ArchiveError('remote_archive_malformed', 'the archive holds no files');
  return files;
}

/** The files of a build folder (its source maps too: the server leaves them out). */
export function readBuildDir(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const file of (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) files.set(file.split(path.sep).join('/'), fs.readFileSync(full));
  }
  return files;
}

function header(name: string, size: number, type: '0' | '5'): Buffer {
  const block = Buffer.alloc(BLOCK);
  const field = (value: string, start: number, length: number) => block.write(value, start, length, 'utf8');
  let prefix = '';
  let short = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 154);
    if (cut < 1 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`${name}: path too long for a tar header`);
    prefix = name.slice(0, cut);
    short = name.slice(cut + 1);
  }
  field(short, 0, 100);
  field(type === '5' ? '0000755\0' : '0000644\0', 100, 8);
  field('0000000\0', 108, 8);
  field('0000000\0', 116, 8);
  field(`${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  field(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    12,
  );
  field('        ', 148, 8);
  field(type, 156, 1);
  field('ustar\0', 257, 6);
  field('00', 263, 2);
  field(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** A gzipped tar of the files (what `tar -czf archive -C <dir> .` makes), for the deploy CLI and the tests. */
export function packBuildArchive(files: Map<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, data] of files) {
    parts.push(header(name, data.length, '0'), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return zlib.gzipSync(Buffer.concat(parts));
}
