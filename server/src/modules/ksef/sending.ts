/**
 * Sending one invoice document to KSeF and keeping its state (ksef_submissions): every step is recorded before the
 * next, so a crash or a KSeF outage leaves a row that says how far it got, and a second press never sends an invoice
 * KSeF already took — it asks for the verdict instead.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoiceDocuments, ksefSubmissions } from '../../platform/db/schema';
import { loadInvoiceDocument } from '../invoicing';
import type { InvoiceDocument } from './document-type';
import { fa3Xml } from './fa3-xml';
import type { KsefClient, KsefInvoiceStatus, KsefSession } from './ksef-client';

export type KsefSubmission = typeof ksefSubmissions.$inferSelect;

/** A claim older than this is taken to be an attempt that died half-way (the process stopped), and may be retried. */
const STALE_CLAIM_MS = 5 * 60_000;

/** Why an invoice cannot be sent now (the route answers 409 with the matching message). */
export class KsefNotNow extends Error {
  constructor(readonly reason: 'ksef_in_progress' | 'ksef_corrected_pending') {
    super(reason);
  }
}

export interface SendOptions {
  /** Status polls after sending before leaving the verdict for later, and the wait between them. */
  polls?: number;
  pollIntervalMs?: number;
  now?: () => Date;
}

export async function ksefSubmission(db: Db, documentId: number): Promise<KsefSubmission | null> {
  const [row] = await db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceDocumentId, documentId));
  return row ?? null;
}

/** The KSeF number of an invoice document once KSeF accepted it (what a correction names as NrKSeFFaKorygowanej). */
export async function ksefNumberOf(db: Db, documentId: number): Promise<string | null> {
  return (await ksefSubmission(db, documentId))?.ksefNumber ?? null;
}

export async function sendInvoiceToKsef(
  db: Db,
  client: KsefClient,
  documentId: number,
  options: SendOptions = {},
): Promise<KsefSubmission> {
  const now = options.now ?? (() => new Date());
  const doc = await loadInvoiceDocument(db, documentId);
  const existing = await ksefSubmission(db, documentId);
  if (existing?.status === 'accepted') return existing;
  if (existing?.status === 'sent' && existing.sessionReferenceNumber && existing.referenceNumber) {
    return pollVerdict(db, client, existing, options);
  }
  const corrected = doc.kind === 'KOR' ? await correctedKsefNumber(db, doc) : null;
  const claimed = await claim(db, documentId, now());
  if (!claimed) throw new KsefNotNow('ksef_in_progress');

  const fail = async (error: unknown): Promise<never> => {
    await db
      .update(ksefSubmissions)
      .set({ error: (error as Error).message.slice(0, 2000), updatedAt: now() })
      .where(eq(ksefSubmissions.invoiceDocumentId, documentId));
    throw error;
  };

  let xml: string;
  try {
    const sendable = corrected && doc.corrects ? { ...doc, corrects: { ...doc.corrects, ksefNumber: corrected } } : doc;
    xml = fa3Xml(sendable, { createdAt: now() });
  } catch (error) {
    return fail(error);
  }
  let session: KsefSession;
  try {
    session = await client.openSession();
  } catch (error) {
    return fail(error);
  }
  try {
    const { referenceNumber } = await client.send(session, xml);
    const [sent] = await db
      .update(ksefSubmissions)
      .set({
        status: 'sent',
        sessionReferenceNumber: session.referenceNumber,
        referenceNumber,
        error: null,
        sentAt: now(),
        updatedAt: now(),
      })
      .where(eq(ksefSubmissions.invoiceDocumentId, documentId))
      .returning();
    return await waitForVerdict(db, client, session, sent!, options);
  } catch (error) {
    return fail(error);
  } finally {
    // Closing only asks KSeF for the session's collective receipt; a failure to close loses no invoice.
    await client.closeSession(session).catch(() => undefined);
  }
}

/**
 * Take the row for this attempt: a new row, or one whose last attempt failed (rejected, or queued with an error) or died.
 * Null when another attempt holds it.
 */
async function claim(db: Db, documentId: number, at: Date): Promise<KsefSubmission | null> {
  const stale = new Date(at.getTime() - STALE_CLAIM_MS);
  const [row] = await db
    .insert(ksefSubmissions)
    .values({ invoiceDocumentId: documentId, status: 'queued', attempts: 1, queuedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: ksefSubmissions.invoiceDocumentId,
      set: {
        status: 'queued',
        attempts: sql`${ksefSubmissions.attempts} + 1`,
        error: null,
        sessionReferenceNumber: null,
        referenceNumber: null,
        queuedAt: at,
        sentAt: null,
        decidedAt: null,
        updatedAt: at,
      },
      setWhere: or(
        eq(ksefSubmissions.status, 'rejected'),
        and(eq(ksefSubmissions.status, 'queued'), or(sql`${ksefSubmissions.error} is not null`, lt(ksefSubmissions.updatedAt, stale))),
      ),
    })
    .returning();
  return row ?? null;
}

/**
 * A correction names the corrected invoice's KSeF number. When that invoice is still on its way to KSeF, the
 * correction waits (it would otherwise claim the invoice was never in KSeF); when it never went, NrKSeFN says so.
 */
async function correctedKsefNumber(db: Db, doc: InvoiceDocument): Promise<string | null> {
  if (!doc.corrects) return null;
  if (doc.corrects.ksefNumber) return doc.corrects.ksefNumber;
  const [original] = await db
    .select({ status: ksefSubmissions.status, ksefNumber: ksefSubmissions.ksefNumber })
    .from(invoiceDocuments)
    .innerJoin(ksefSubmissions, eq(ksefSubmissions.invoiceDocumentId, invoiceDocuments.id))
    .where(eq(invoiceDocuments.number, doc.corrects.number));
  if (original?.status === 'accepted') return original.ksefNumber;
  if (original && (original.status === 'queued' || original.status === 'sent')) throw new KsefNotNow('ksef_corrected_pending');
  return null;
}

async function waitForVerdict(
  db: Db,
  client: KsefClient,
  session: KsefSession,
  row: KsefSubmission,
  options: SendOptions,
): Promise<KsefSubmission> {
  const polls = options.polls ?? 10;
  let state: KsefInvoiceStatus = { status: 'processing' };
  for (let i = 0; i < polls && state.status === 'processing'; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs ?? 1000));
    state = await client.status(session, row.referenceNumber!);
  }
  return recordVerdict(db, row, state, options.now ?? (() => new Date()));
}

/** A row KSeF took earlier: ask for its verdict in a new authentication (KSeF answers it for any session of the context). */
async function pollVerdict(db: Db, client: KsefClient, row: KsefSubmission, options: SendOptions): Promise<KsefSubmission> {
  const session = await client.openSession();
  try {
    return await waitForVerdict(db, client, { ...session, referenceNumber: row.sessionReferenceNumber! }, row, options);
  } finally {
    await client.closeSession(session).catch(() => undefined);
  }
}

async function recordVerdict(db: Db, row: KsefSubmission, state: KsefInvoiceStatus, now: () => Date): Promise<KsefSubmission> {
  if (state.status === 'processing') return row;
  const accepted = state.status === 'accepted';
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ksefSubmissions)
      .set({
        status: accepted ? 'accepted' : 'rejected',
        ksefNumber: accepted ? (state.ksefNumber ?? null) : null,
        error: accepted ? null : (state.reason ?? null),
        decidedAt: now(),
        updatedAt: now(),
      })
      .where(and(eq(ksefSubmissions.invoiceDocumentId, row.invoiceDocumentId), inArray(ksefSubmissions.status, ['sent'])))
      .returning();
    // The document carries its KSeF number too: its PDF and a later correction read it from there.
    if (accepted && state.ksefNumber) {
      await tx.update(invoiceDocuments).set({ ksefNumber: state.ksefNumber }).where(eq(invoiceDocuments.id, row.invoiceDocumentId));
    }
    return updated ?? row;
  });
}
