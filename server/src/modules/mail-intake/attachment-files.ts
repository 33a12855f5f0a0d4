/**
 * E-mail attachments on disk, with the tickets module's limits (allowed extensions, 10 MiB, the same
 * storage layout `{ticketId}/{uuid}` under ATTACHMENTS_DIR). Anything else is dropped and logged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../platform/db/client';
import { ticketAttachments } from '../../platform/db/schema';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../tickets/attachments';

export interface MailFile {
  filename: string;
  mimeType: string;
  content: Buffer;
}

export interface StoredFile {
  filename: string;
  mimeType: string;
  size: number;
  storageKey: string;
}

const EXTENSION_OF_TYPE = new Map(Object.entries(ATTACHMENT_TYPES).map(([ext, type]) => [type, ext]));

const safeName = (name: string) =>
  path
    .basename(name)
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '_')
    .slice(0, 200);

/** The attachments we keep (allowed type, within the size limit) and the names of those we drop. */
export function acceptFiles(parts: readonly { filename?: string | undefined; contentType: string; content: Buffer; size?: number }[]): { files: MailFile[]; dropped: string[] } {
  const files: MailFile[] = [];
  const dropped: string[] = [];
  parts.forEach((part, i) => {
    // Inline images often come without a name: give them one from their type.
    const name = safeName(part.filename ?? '') || `attachment-${i + 1}.${EXTENSION_OF_TYPE.get(part.contentType) ?? 'bin'}`;
    const mimeType = ATTACHMENT_TYPES[path.extname(name).slice(1).toLowerCase()];
    if (!mimeType || part.content.length > ATTACHMENT_MAX_BYTES) dropped.push(name);
    else files.push({ filename: name, mimeType, content: part.content });
  });
  return { files, dropped };
}

export async function writeFile(dir: string, storageKey: string, content: Buffer): Promise<void> {
  const target = path.join(dir, storageKey);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
}

/** Files kept with an unassigned e-mail until it becomes a ticket. */
export async function storeUnassignedFiles(dir: string, files: readonly MailFile[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const f of files) {
    const storageKey = `unassigned/${crypto.randomUUID()}`;
    await writeFile(dir, storageKey, f.content);
    stored.push({ filename: f.filename, mimeType: f.mimeType, size: f.content.length, storageKey });
  }
  return stored;
}

export async function removeFiles(dir: string, files: readonly StoredFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(path.join(dir, f.storageKey), { force: true })));
}

/** Attaches files to a ticket (optionally to one of its messages). */
export async function attachToTicket(db: Db, dir: string, ticketId: number, messageId: number | null, uploadedById: number | null, files: readonly MailFile[]): Promise<number> {
  for (const f of files) {
    const storageKey = `${ticketId}/${crypto.randomUUID()}`;
    await writeFile(dir, storageKey, f.content);
    await db.insert(ticketAttachments).values({ ticketId, messageId, uploadedById, filename: f.filename, mimeType: f.mimeType, size: f.content.length, storageKey });
  }
  return files.length;
}

export async function readStoredFile(dir: string, file: StoredFile): Promise<MailFile> {
  return { filename: file.filename, mimeType: file.mimeType, content: await fs.readFile(path.join(dir, file.storageKey)) };
}
