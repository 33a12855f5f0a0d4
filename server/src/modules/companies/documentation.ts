/**
 * The company's IT documentation: one PDF (spec §3), uploaded, replaced and downloaded through the attachment
 * store. A PDF is a `.pdf` name whose bytes start with `%PDF-`; the multipart limit bounds its size.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { COMPANY_DOCUMENTATION_MAX_MB } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { companies } from '../../platform/db/schema';
import { FieldError, HttpError } from '../../platform/errors';
import type { AttachmentStore } from '../../platform/storage/attachment-store';
import { sendStoredFile } from '../../platform/storage/stored-file';

export const DOCUMENTATION_MAX_BYTES = COMPANY_DOCUMENTATION_MAX_MB * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

const safeName = (name: string) => name.replace(/[\\/\x00-\x1f\x7f]/g, '_').slice(-200) || 'documentation.pdf';

async function readUpload(file: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.file) chunks.push(chunk as Buffer);
  if (file.file.truncated) throw new FieldError('file', 'attachment_too_large', { max: COMPANY_DOCUMENTATION_MAX_MB });
  return Buffer.concat(chunks);
}

/** Stores the PDF under a fresh key, points the company at it, then drops the file it replaced. */
export async function storeDocumentation(
  db: Db,
  store: AttachmentStore,
  company: typeof companies.$inferSelect,
  file: MultipartFile | undefined,
): Promise<void> {
  if (!file) throw new FieldError('file', 'required');
  const filename = safeName(file.filename);
  if (!filename.toLowerCase().endsWith('.pdf')) {
    file.file.resume();
    throw new FieldError('file', 'pdf_only');
  }
  const bytes = await readUpload(file);
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new FieldError('file', 'pdf_only');
  const key = `companies/${company.id}/${crypto.randomUUID()}.pdf`;
  const size = await store.put(key, bytes, { contentType: 'application/pdf' });
  try {
    await db
      .update(companies)
      .set({ itDocumentationPath: key, itDocumentationName: filename, itDocumentationSize: size, updatedAt: new Date() })
      .where(eq(companies.id, company.id));
  } catch (error) {
    await store.delete([key]);
    throw error;
  }
  if (company.itDocumentationPath) await store.delete([company.itDocumentationPath]);
}

export async function sendDocumentation(reply: FastifyReply, store: AttachmentStore, company: typeof companies.$inferSelect) {
  if (!company.itDocumentationPath) throw new HttpError(404, 'not_found');
  return sendStoredFile(reply, store, {
    storageKey: company.itDocumentationPath,
    filename: company.itDocumentationName ?? 'documentation.pdf',
    mimeType: 'application/pdf',
    size: company.itDocumentationSize ?? 0,
  });
}
