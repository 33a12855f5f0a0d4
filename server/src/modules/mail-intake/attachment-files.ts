/**
 * E-mail attachments in the attachment store, with the tickets module's limits (allowed extensions, 10 MiB,
 * the same keys `{ticketId}/{uuid}`). Anything else is dropped and logged. Inside an intake transaction the
 * store is staged (intake-context), so a rollback takes the files written here with it.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Db } from '../../platform/db/client';
import { ticketAttachments } from '../../platform/db/schema';
import type { AttachmentStore } from '../../platform/storage/attachment-store';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, attachmentTypeOf } from '../tickets';

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
export function acceptFiles(parts: readonly { filename?: string | undefined; contentType: string; content: Buffer; size?: number }[]): {
  files: MailFile[];
  dropped: string[];
} {
  const files: MailFile[] = [];
  const dropped: string[] = [];
  parts.forEach((part, i) => {
    // Inline images often come without a name: give them one from their type.
    const name = safeName(part.filename ?? '') || `attachment-${i + 1}.${EXTENSION_OF_TYPE.get(part.contentType) ?? 'bin'}`;
    const mimeType = attachmentTypeOf(name);
    if (!mimeType || part.content.length > ATTACHMENT_MAX_BYTES) dropped.push(name);
    else files.push({ filename: name, mimeType, content: part.content });
  });
  return { files, dropped };
}

/** Files kept with an unassigned e-mail until it becomes a ticket. */
export async function storeUnassignedFiles(store: AttachmentStore, files: readonly MailFile[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const f of files) {
    const storageKey = `unassigned/${crypto.randomUUID()}`;
    const size = await store.put(storageKey, f.content, { contentType: f.mimeType });
    stored.push({ filename: f.filename, mimeType: f.mimeType, size, storageKey });
  }
  return stored;
}

/** Attaches an e-mail's files to a ticket (optionally to one of its messages). */
export async function attachToTicket(
  db: Db,
  store: AttachmentStore,
  ticketId: number,
  messageId: number | null,
  uploadedById: number | null,
  files: readonly MailFile[],
): Promise<number> {
  for (const f of files) {
    const storageKey = `${ticketId}/${crypto.randomUUID()}`;
    const size = await store.put(storageKey, f.content, { contentType: f.mimeType });
    await db
      .insert(ticketAttachments)
      .values({ ticketId, messageId, uploadedById, filename: f.filename, mimeType: f.mimeType, size, storageKey });
  }
  return files.length;
}

/** Gives a ticket copies of an unassigned e-mail's stored files (copied inside the store, never through memory). */
export async function copyToTicket(
  db: Db,
  store: AttachmentStore,
  ticketId: number,
  messageId: number | null,
  uploadedById: number | null,
  files: readonly StoredFile[],
): Promise<number> {
  for (const f of files) {
    const storageKey = `${ticketId}/${crypto.randomUUID()}`;
    await store.copy(f.storageKey, storageKey);
    await db
      .insert(ticketAttachments)
      .values({ ticketId, messageId, uploadedById, filename: f.filename, mimeType: f.mimeType, size: f.size, storageKey });
  }
  return files.length;
}
