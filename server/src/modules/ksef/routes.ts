import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, monthSchema } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { say } from '../../platform/messages';
import { loadInvoiceDocument } from '../invoicing';
import { Fa3Error, fa3FileName, fa3Xml } from './fa3-xml';
import { httpKsefClient, KsefError, type KsefClient } from './ksef-client';
import { monthInvoiceDocuments } from './month-documents';
import { monthXmlZip } from './month-zip';
import { KsefNotNow, ksefSubmission, sendInvoiceToKsef, type KsefSubmission } from './sending';
import { attachmentDisposition } from '../../platform/download';

const monthQuerySchema = z.object({ month: monthSchema });

/** A sending state as the API shows it (snake_case like the rest of the API); null before the first attempt. */
export function presentSubmission(row: KsefSubmission | null) {
  if (!row) return null;
  return {
    invoice_document_id: row.invoiceDocumentId,
    status: row.status,
    session_reference_number: row.sessionReferenceNumber,
    reference_number: row.referenceNumber,
    ksef_number: row.ksefNumber,
    error: row.error,
    attempts: row.attempts,
    queued_at: row.queuedAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The configured KSeF client, or null when KSEF_ENV=off. */
export function ksefClientFrom(config: AppContext['config']['ksef']): KsefClient | null {
  if (config.env === 'off' || !config.baseUrl || !config.token || !config.nip) return null;
  return httpKsefClient({ baseUrl: config.baseUrl, token: config.token, nip: config.nip, publicKeyPem: config.publicKeyPem });
}

/** `/api/admin/invoice-documents/:id/{xml,ksef}` and `/api/admin/invoicing/ksef.zip` (server/API.md "KSeF"): admin only. */
export const ksefRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const admin = ctx.authorize('finance.view');
  const client = ksefClientFrom(ctx.config.ksef);

  app.get('/invoice-documents/:id/xml', { onRequest: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    const doc = await loadInvoiceDocument(db, request.params.id);
    let xml: string;
    try {
      xml = fa3Xml(doc, { createdAt: new Date() });
    } catch (error) {
      if (!(error instanceof Fa3Error)) throw error;
      return reply.code(422).send({ message: say(request, 'ksef_invalid_document', { reason: error.message }) });
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fa3FileName(doc.number)))
      .header('x-content-type-options', 'nosniff')
      .send(xml);
  });

  app.get('/invoicing/ksef.zip', { onRequest: admin, schema: { querystring: monthQuerySchema } }, async (request, reply) => {
    const { month } = request.query;
    let zip: Uint8Array;
    try {
      zip = monthXmlZip(await monthInvoiceDocuments(db, month), new Date());
    } catch (error) {
      if (!(error instanceof Fa3Error)) throw error;
      return reply.code(422).send({ message: say(request, 'ksef_invalid_document', { reason: error.message }) });
    }
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`ksef-fa3-${month}.zip`))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(zip));
  });

  app.get('/invoice-documents/:id/ksef', { onRequest: admin, schema: { params: idParamsSchema } }, async (request) => {
    await loadInvoiceDocument(db, request.params.id);
    return { data: presentSubmission(await ksefSubmission(db, request.params.id)), sending: client !== null };
  });

  app.post('/invoice-documents/:id/ksef', { onRequest: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    const id = request.params.id;
    if (!client) {
      await loadInvoiceDocument(db, id);
      return reply.code(409).send({ message: say(request, 'ksef_off') });
    }
    try {
      const submission = await sendInvoiceToKsef(db, client, id);
      const message =
        submission.status === 'accepted'
          ? say(request, 'ksef_accepted', { number: submission.ksefNumber ?? '' })
          : submission.status === 'rejected'
            ? say(request, 'ksef_rejected', { reason: submission.error ?? '' })
            : say(request, 'ksef_sent');
      return { data: presentSubmission(submission), message };
    } catch (error) {
      if (error instanceof KsefNotNow) return reply.code(409).send({ message: say(request, error.reason) });
      if (error instanceof KsefError) {
        return reply
          .code(502)
          .send({ message: say(request, 'ksef_failed', { reason: error.message }), data: presentSubmission(await ksefSubmission(db, id)) });
      }
      if (error instanceof Fa3Error) {
        return reply.code(422).send({ message: say(request, 'ksef_invalid_document', { reason: error.message }) });
      }
      throw error;
    }
  });
};
