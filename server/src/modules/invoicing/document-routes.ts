import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { idParamsSchema, invoiceSettingsBodySchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/client';
import { invoiceDocuments } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { loadInvoiceDocument } from './document';
import { documentFileName, documentRows } from './document-rows';
import { taskModule } from '../../platform/cpu-work/cpu-pool';
import type * as PdfTasks from './pdf-task';
import { auditAuthor } from '../../platform/audit/recorder';
import { readInvoiceSettings, saveInvoiceSettings } from './settings';
import { attachmentDisposition } from '../../platform/download';

const pdfTasks = taskModule<typeof PdfTasks>(import.meta.url, './pdf-task');

/** The PDF of a document (made on the CPU pool); `companyId`: only that company's (a VIP's), else 404 as for an unknown one. */
async function pdfOf(db: Db, id: number, companyId?: number) {
  const [row] = await db
    .select({ companyId: invoiceDocuments.companyId, timeSummary: invoiceDocuments.timeSummary })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.id, id));
  if (!row || (companyId !== undefined && row.companyId !== companyId)) throw new HttpError(404, 'not_found');
  const doc = await loadInvoiceDocument(db, id);
  return { doc, bytes: await pdfTasks.run('invoicePdfTask', { doc, summary: row.timeSummary }) };
}

/**
 * Invoice settings and documents (server/API.md "Invoice settings", "Invoice documents"): the settings and every
 * company's PDFs for finance staff; a VIP of a company showing its reports lists and downloads its own company's.
 */
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const finance = ctx.authorize('finance.view');
  const vip = ctx.authorize('client.company-report');
  const vatRate = ctx.config.invoiceVatRate;

  app.get('/api/admin/invoice-settings', { onRequest: finance }, async () => ({ data: await readInvoiceSettings(db, vatRate) }));
  app.put('/api/admin/invoice-settings', { onRequest: finance, schema: { body: invoiceSettingsBodySchema } }, async (request) => {
    await saveInvoiceSettings(db, request.body, auditAuthor(request));
    return { data: await readInvoiceSettings(db, vatRate), message: say(request, 'invoice_settings_saved') };
  });

  const sendPdf = async (reply: FastifyReply, id: number, companyId?: number) => {
    const { doc, bytes } = await pdfOf(db, id, companyId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(documentFileName(doc.number, 'pdf')))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  };
  app.get('/api/admin/invoice-documents/:id/pdf', { onRequest: finance, schema: { params: idParamsSchema } }, async (request, reply) =>
    sendPdf(reply, request.params.id),
  );

  const ownCompany = (request: FastifyRequest) => {
    const companyId = actorOf(request).user.companyId;
    if (!companyId) throw new HttpError(403, 'forbidden');
    return companyId;
  };
  app.get('/api/client/invoice-documents', { onRequest: vip }, async (request) => ({ data: await documentRows(db, ownCompany(request)) }));
  app.get('/api/client/invoice-documents/:id/pdf', { onRequest: vip, schema: { params: idParamsSchema } }, async (request, reply) =>
    sendPdf(reply, request.params.id, ownCompany(request)),
  );
};
