/**
 * The company's IT documentation: one PDF (spec §3), uploaded, replaced and downloaded through the attachment
 * store. A PDF is a `.pdf` name whose bytes start with `%PDF-`; the multipart limit bounds its size.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { COMPANY_DOCUMENTATION_MAX_MB } from '@helpdesk/shared/schemas';
import { recordChange, type AuditAuthor } from '../../platform/audit/recorder';
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

type Company = typeof companies.$inferSelect;
type Documentation = { name: string; size: number | null } | null;

const documentationOf = (company: Company): Documentation =>
  company.itDocumentationPath ? { name: company.itDocumentationName ?? '', size: company.itDocumentationSize } : null;

/**
 * Points the company at another file (or none) and records it in the audit trail in the same transaction: the file's
 * name and size only, never its bytes. The storage key is left out: a replacement with the same name and size still
 * reads as one because `uploadedAt` changes.
 */
async function pointAt(db: Db, company: Company, next: { key: string; name: string; size: number } | null, author: AuditAuthor) {
  const at = new Date();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(companies)
      .set({
        itDocumentationPath: next?.key ?? null,
        itDocumentationName: next?.name ?? null,
        itDocumentationSize: next?.size ?? null,
        updatedAt: at,
      })
      .where(eq(companies.id, company.id));
    await recordChange(tx, {
      author,
      kind: 'company',
      action: 'updated',
      recordId: company.id,
      label: `${company.tag} ${company.name}`,
      before: { itDocumentation: documentationOf(company) },
      after: { itDocumentation: next ? { name: next.name, size: next.size, uploadedAt: at.toISOString() } : null },
    });
  });
}

/** Stores the PDF under a fresh key, points the company at it, then drops the file it replaced. */
export async function storeDocumentation(
  db: Db,
  store: AttachmentStore,
  company: Company,
  file: MultipartFile | undefined,
  author: AuditAuthor,
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
    await pointAt(db, company, { key, name: filename, size }, author);
  } catch (error) {
    await store.delete([key]);
    throw error;
  }
  if (company.itDocumentationPath) await store.delete([company.itDocumentationPath]);
}

/** Unlinks the company's documentation, then drops its file (a file left behind by a failed drop is only space). */
export async function deleteDocumentation(db: Db, store: AttachmentStore, company: Company, author: AuditAuthor): Promise<void> {
  if (!company.itDocumentationPath) throw new HttpError(404, 'not_found');
  await pointAt(db, company, null, author);
  await store.delete([company.itDocumentationPath]);
}

export async function sendDocumentation(reply: FastifyReply, store: AttachmentStore, company: Company) {
  if (!company.itDocumentationPath) throw new HttpError(404, 'not_found');
  return sendStoredFile(reply, store, {
    storageKey: company.itDocumentationPath,
    filename: company.itDocumentationName ?? 'documentation.pdf',
    mimeType: 'application/pdf',
    size: company.itDocumentationSize ?? 0,
  });
}
