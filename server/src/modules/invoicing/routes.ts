import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  invoiceApproveBodySchema,
  invoiceExportQuerySchema,
  invoiceDocumentsQuerySchema,
  invoiceNotesBodySchema,
  invoiceReopenBodySchema,
  invoicingQuerySchema,
} from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { requestLang } from '../../platform/lang';
import { say } from '../../platform/messages';
import { actorOf } from '../../platform/policy';
import { auditAuthor } from '../../platform/audit/recorder';
import { pendingReports, reopenMonth } from './month-close';
import { SHEET_MIME } from '../../platform/sheets/writers';
import { unitOfWork } from '../../platform/unit-of-work';
import { documentRows } from './document-rows';
import { readInvoiceSettings } from './settings';
import { invoiceCsv, invoiceDetailCsv, invoiceXlsx } from './export';
import { approvedLines, approveInvoices, invoicingMonth, listInvoices, markExported, saveInvoiceNotes, showInvoice } from './service';
import { attachmentDisposition } from '../../platform/download';

/** `/api/admin/invoicing…` (server/API.md "Invoicing"): admin only. */
export const invoicingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const admin = ctx.authorize('finance.view');
  // The invoice settings' VAT rate (INVOICE_VAT_RATE only until they are saved).
  const vatRate = async () => (await readInvoiceSettings(db, ctx.config.invoiceVatRate)).vat_rate;

  app.get('', { onRequest: admin, schema: { querystring: invoicingQuerySchema } }, async (request) => ({
    data: await listInvoices(db, invoicingMonth(request.query.month), await vatRate()),
  }));
  app.get('/export', { onRequest: admin, schema: { querystring: invoiceExportQuerySchema } }, async (request, reply) => {
    const { month, format, detail } = request.query;
    const lines = await approvedLines(db, month);
    const vat = await vatRate();
    const lang = requestLang(request);
    const dialect = request.query.dialect ?? lang;
    const csvDetail = format === 'csv' && detail;
    const body =
      format === 'csv'
        ? detail
          ? await invoiceDetailCsv(db, lines, lang, dialect)
          : await invoiceCsv(lines, vat, lang, dialect)
        : await invoiceXlsx(db, month, lines, vat, lang);
    await markExported(
      db,
      month,
      lines.map((l) => l.company.id),
    );
    return reply
      .header('content-type', SHEET_MIME[format])
      .header('content-disposition', attachmentDisposition(`invoices-${month}${csvDetail ? '-detail' : ''}.${format}`))
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
  app.get('/pending', { onRequest: admin, schema: { querystring: invoicingQuerySchema } }, async (request) => ({
    data: await pendingReports(db, invoicingMonth(request.query.month)),
  }));
  app.get('/:id', { onRequest: admin, schema: { params: idParamsSchema, querystring: invoicingQuerySchema } }, async (request) => ({
    data: await showInvoice(db, request.params.id, invoicingMonth(request.query.month)),
  }));
  app.post('/approve', { onRequest: admin, schema: { body: invoiceApproveBodySchema } }, async (request) => {
    // Approval and the invoices it issues are one transaction: a refusal or failure keeps no approval and no number.
    const count = await unitOfWork(ctx, (tx) =>
      approveInvoices(tx.db, request.body, actorOf(request).user.id, auditAuthor(request), new Date(), ctx.config.invoiceVatRate),
    );
    return { data: await listInvoices(db, request.body.month, await vatRate()), message: say(request, 'invoices_approved', { count }) };
  });
  app.post('/:id/reopen', { onRequest: admin, schema: { params: idParamsSchema, body: invoiceReopenBodySchema } }, async (request) => {
    const { month, reason } = request.body;
    await reopenMonth(db, request.params.id, month, reason, actorOf(request).user.id, auditAuthor(request));
    return { data: await showInvoice(db, request.params.id, month), message: say(request, 'invoice_reopened', { month }) };
  });
  app.get(
    '/:id/documents',
    { onRequest: admin, schema: { params: idParamsSchema, querystring: invoiceDocumentsQuerySchema } },
    async (request) => ({
      data: await documentRows(db, request.params.id, request.query.month),
    }),
  );
  app.put('/:id/notes', { onRequest: admin, schema: { params: idParamsSchema, body: invoiceNotesBodySchema } }, async (request) => {
    await saveInvoiceNotes(db, request.params.id, request.body);
    return { data: await showInvoice(db, request.params.id, request.body.month), message: say(request, 'invoice_notes_saved') };
  });
};
