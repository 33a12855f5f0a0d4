/**
 * Attachments: size and type limits on upload, kept by the attachment store (disk or S3-compatible) under a
 * random key, and served only as downloads (Content-Disposition: attachment, nosniff, a sandboxing CSP) so an
 * uploaded file never runs as a page of ours.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { ticketAttachments, ticketMessages } from '../../platform/db/schema';
import { FieldError, HttpError, ValidationFailed } from '../../platform/errors';
import type { MailAttachment } from '../../platform/messaging';
import { MAX_MAIL_FILES_BYTES } from '../../platform/outbound/outbox';
import type { AttachmentStore } from '../../platform/storage/attachment-store';
import { sendStoredFile } from '../../platform/storage/stored-file';
import { ATTACHMENT_MAX_MB, ATTACHMENT_TYPES, idSchema } from '@helpdesk/shared/schemas';

// The limits are the contract's (@helpdesk/shared/schemas): the forms check the same ones before uploading.
import type { Attachment } from '@helpdesk/shared/resources';
export { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@helpdesk/shared/schemas';

const safeName = (name: string) =>
  path
    .basename(name)
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '_')
    .slice(0, 200) || 'file';

/** The type a file is served as, by its extension; undefined when the extension is not allowed. */
export function attachmentTypeOf(filename: string): string | undefined {
  const ext = path.extname(filename).slice(1).toLowerCase();
  // Own keys only: 'x.constructor' must not find Object's.
  return Object.hasOwn(ATTACHMENT_TYPES, ext) ? ATTACHMENT_TYPES[ext] : undefined;
}

type AttachmentRow = typeof ticketAttachments.$inferSelect;

/** Writes a stored file's row; the upload route's records it with what the row completes (answer-mails.ts). */
export type RecordAttachment = (values: typeof ticketAttachments.$inferInsert) => Promise<AttachmentRow>;

/**
 * Stores one uploaded file for a ticket; the optional `message_id` field ties it to a message of that ticket. The bytes
 * go to the store first, then `record` writes the row (a plain insert by default).
 */
export async function storeAttachment(
  db: Db,
  store: AttachmentStore,
  ticketId: number,
  userId: number,
  file: MultipartFile | undefined,
  record: RecordAttachment = async (values) => (await db.insert(ticketAttachments).values(values).returning())[0]!,
) {
  if (!file) throw new FieldError('file', 'required');
  const filename = safeName(file.filename);
  const mimeType = attachmentTypeOf(filename);
  if (!mimeType) {
    file.file.resume();
    throw new FieldError('file', 'attachment_type');
  }
  const rawMessageId = (file.fields.message_id as { value?: unknown } | undefined)?.value;
  const parsedId = rawMessageId === undefined || rawMessageId === '' ? null : idSchema.safeParse(rawMessageId, { reportInput: true });
  if (parsedId && !parsedId.success) {
    file.file.resume();
    throw new ValidationFailed(parsedId.error.issues.map((issue) => ({ ...issue, path: ['message_id'] })));
  }
  const messageId = parsedId ? parsedId.data : null;
  if (messageId !== null) {
    const [m] = await db
      .select({ id: ticketMessages.id })
      .from(ticketMessages)
      .where(and(eq(ticketMessages.id, messageId), eq(ticketMessages.ticketId, ticketId)));
    if (!m) {
      file.file.resume();
      throw new FieldError('message_id', 'one_of');
    }
  }
  const storageKey = `${ticketId}/${crypto.randomUUID()}`;
  let size: number;
  try {
    size = await store.put(storageKey, uploadedBytes(file), { contentType: mimeType });
  } catch (error) {
    if (file.file.truncated) throw new FieldError('file', 'attachment_too_large', { max: ATTACHMENT_MAX_MB });
    throw error;
  }
  try {
    return await record({ ticketId, messageId, uploadedById: userId, filename, mimeType, size, storageKey });
  } catch (error) {
    await store.delete([storageKey]);
    throw error;
  }
}

/** The upload's bytes; a file the multipart limit cut short fails at its end, so the store keeps nothing of it. */
function uploadedBytes(file: MultipartFile): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of file.file) yield chunk as Buffer;
      if (file.file.truncated) throw new FieldError('file', 'attachment_too_large', { max: ATTACHMENT_MAX_MB });
    })(),
  );
}

export async function sendAttachment(db: Db, store: AttachmentStore, ticketId: number, attachmentId: number, reply: FastifyReply) {
  const [row] = await db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)));
  if (!row) throw new HttpError(404, 'not_found');
  return sendStoredFile(reply, store, row);
}

/** Where a ticket's file downloads, for staff (`admin`) or the client area (`client`), after sign-in. */
export const attachmentPath = (ticketId: number, prefix: 'admin' | 'client', attachmentId: number) =>
  `/api/${prefix}/ticket/${ticketId}/attachments/${attachmentId}`;

export const presentAttachment = (ticketId: number, prefix: 'admin' | 'client', x: AttachmentRow): Attachment => ({
  id: x.id,
  message_id: x.messageId,
  filename: x.filename,
  mime_type: x.mimeType,
  size: x.size,
  url: attachmentPath(ticketId, prefix, x.id),
  created_at: x.createdAt.toISOString(),
});

/** An answer's files as its e-mail carries them: in order, attached while they fit MAX_MAIL_FILES_BYTES, else linked. */
export interface AnswerMailFiles {
  files: { id: number; filename: string; size: number; attached: boolean }[];
  attachments: MailAttachment[];
}

export async function answerMailFiles(db: Db, store: AttachmentStore, messageId: number): Promise<AnswerMailFiles> {
  const rows = await db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.messageId, messageId))
    .orderBy(asc(ticketAttachments.id));
  const result: AnswerMailFiles = { files: [], attachments: [] };
  let bytes = 0;
  for (const row of rows) {
    let attached = false;
    if (bytes + row.size <= MAX_MAIL_FILES_BYTES) {
      // A file gone from the store is linked like a large one: the link then says so (404) rather than the mail failing.
      const stream = await store.get(row.storageKey);
      const content = stream ? await buffer(stream) : null;
      if (content && bytes + content.length <= MAX_MAIL_FILES_BYTES) {
        result.attachments.push({ filename: row.filename, contentType: row.mimeType, content });
        bytes += content.length;
        attached = true;
      }
    }
    result.files.push({ id: row.id, filename: row.filename, size: row.size, attached });
  }
  return result;
}
