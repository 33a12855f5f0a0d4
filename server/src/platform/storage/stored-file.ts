import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors';
import type { AttachmentStore } from './attachment-store';
import { attachmentDisposition } from '../download';

/**
 * Sends a stored file as a download only (Content-Disposition: attachment, nosniff, a sandboxing CSP), streamed
 * from the store as it is read. Ticket and unassigned e-mail attachments and company documentation all go out through here.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: AttachmentStore,
  file: { storageKey: string; filename: string; mimeType: string; size: number },
) {
  const body = await store.get(file.storageKey);
  if (!body) throw new HttpError(404, 'not_found');
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(body);
}
