/**
 * KSeF through the app, on documents issued by a real approval: the FA(3) download and the month's ZIP validate against
 * the schema; sending goes to a local stand-in of KSeF API 2.0 and stores the KSeF number, which the correction then
 * names; a rejection is recorded and may be retried; with KSEF_ENV=off sending answers 409 in the user's language.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  companies,
  companyPricings,
  invoiceDocuments,
  invoices,
  ksefSubmissions,
  periodLocks,
  tickets,
  timeReports,
  users,
} from '../../platform/db/schema';
import { login, startServer, type Client, type TestServer } from '../../test/harness';
import type { InvoiceDocument } from './document-type';
import { KsefError, type KsefClient, type KsefInvoiceStatus } from './ksef-client';
import { startKsefStandIn, type KsefStandIn } from './ksef-stand-in';
import { ksefNumberOf, sendInvoiceToKsef } from './sending';
import { correction, validateFa3, vatInvoice } from './test-documents';

const MONTH = '2026-03';
const KSEF_TOKEN = '20260301-EC-0123456789-ABCDEF0123-45|nip-5260250274|secret';
const SETTINGS = {
  seller_name: 'Serwis „Łączność” & Syn Sp. z o.o.',
  nip: '526-025-02-74',
  street: 'ul. Świętokrzyska 12',
  postal_code: '00-916',
  city: 'Warszawa',
  country_code: 'PL',
  bank_account: '61 1090 1014 0000 0712 1981 2874',
  number_pattern: 'FV/{YYYY}/{MM}/{n}',
  correction_pattern: 'FK/{YYYY}/{MM}/{n}',
  payment_days: 14,
  vat_rate: 23,
  place_of_issue: 'Kraków',
};

const withoutTimestamp = (xml: string) => xml.replace(/<DataWytworzeniaFa>[^<]*<\/DataWytworzeniaFa>/, '');

async function download(server: TestServer, client: Client, url: string) {
  const res = await fetch(server.base + url, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('KSeF routes (KSEF_ENV at a local stand-in)', () => {
  let server: TestServer;
  let standIn: KsefStandIn;
  let keyDir: string;
  const as: Record<string, Client> = {};
  let companyId = 0;
  let ticketId = 0;
  let agentId = 0;
  let rejectNext = false;
  const docs = async () =>
    (await as.admin!.get(`/api/admin/invoicing/${companyId}/documents?month=${MONTH}`)).body.data as {
      id: number;
      kind: string;
      number: string;
    }[];

  before(async () => {
    standIn = await startKsefStandIn({
      token: KSEF_TOKEN,
      nip: '5260250274',
      processingPolls: 1,
      verify: (xml) => {
        if (rejectNext) {
          rejectNext = false;
          return 'Duplikat faktury (stand-in asked to refuse)';
        }
        const result = validateFa3(xml);
        return result.ok ? null : result.output;
      },
    });
    keyDir = mkdtempSync(path.join(tmpdir(), 'ksef-key-'));
    writeFileSync(path.join(keyDir, 'ksef.pem'), standIn.publicKeyPem);
    server = await startServer({
      tickets: 5,
      env: { KSEF_ENV: standIn.url, KSEF_TOKEN, KSEF_NIP: '5260250274', KSEF_PUBLIC_KEY_PATH: path.join(keyDir, 'ksef.pem') },
    });
    for (const who of ['agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    const [agent] = await db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Iga',
        lastname: 'Faktura',
        email: 'iga@ksef.test',
        passwordHash: 'x',
        role: 'agent',
        agentType: 'support',
        timeScope: 480,
      })
      .returning({ id: users.id });
    agentId = agent!.id;
    const [company] = await db
      .insert(companies)
      .values({
        name: 'Fakturowa <Spółka> z o.o.',
        shortName: 'Fakturowa',
        tag: 'FAK',
        nip: '7770000011',
        billingStreet: 'ul. Żółkiewskiego 5',
        billingPostalCode: '31-539',
        billingCity: 'Kraków',
      })
      .returning({ id: companies.id });
    companyId = company!.id;
    await db.insert(companyPricings).values({
      companyId,
      packageHours: 10,
      packagePrice: 1000,
      overtimePrice: 150,
      packageVisits: 1,
      extraVisitPrice: 80,
      validFrom: '2026-01-01',
    });
    const [ticket] = await db
      .insert(tickets)
      .values({
        fullid: 'FAK-1',
        subject: 'Serwer',
        type: 'incident',
        companyId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    ticketId = ticket!.id;
    await db.insert(timeReports).values([
      { ticketId, agentId, day: '2026-03-02', fromHour: '08:00', kind: 'it', minutes: 480, arrival: true },
      { ticketId, agentId, day: '2026-03-03', fromHour: '08:00', kind: 'it', minutes: 240, arrival: true },
    ]);
    assert.equal((await as.admin!.request('PUT', '/api/admin/invoice-settings', SETTINGS)).status, 200);
    assert.equal((await as.admin!.post('/api/admin/invoicing/approve', { month: MONTH, company_ids: [companyId] })).status, 200);
  });
  after(async () => {
    await server?.close();
    await standIn?.close();
    rmSync(keyDir, { recursive: true, force: true });
  });

  it('downloads an issued invoice as FA(3) XML, an attachment with a safe name, valid against the schema', async () => {
    const [doc] = await docs();
    const res = await download(server, as.admin!, `/api/admin/invoice-documents/${doc!.id}/xml`);
    assert.equal(res.status, 200);
    assert.equal(res.type, 'application/xml; charset=utf-8');
    assert.equal(res.disposition, `attachment; filename=${doc!.number.replace(/\//g, '_')}.xml`);
    const xml = res.bytes.toString('utf8');
    const verdict = validateFa3(xml);
    assert.ok(verdict.ok, verdict.output);
    assert.match(xml, /<Nazwa>Fakturowa &lt;Spółka&gt; z o.o.<\/Nazwa>/);
    assert.match(xml, /<Nazwa>Serwis „Łączność” &amp; Syn Sp. z o.o.<\/Nazwa>/);
    // 1 000 + 300 + 80 zł net at 23 %.
    assert.match(xml, /<P_13_1>1380.00<\/P_13_1>\s*<P_14_1>317.40<\/P_14_1>\s*<P_15>1697.40<\/P_15>/);
    assert.equal((await download(server, as.admin!, '/api/admin/invoice-documents/999999/xml')).status, 404);
    for (const who of ['agent', 'manager'])
      assert.equal((await download(server, as[who]!, `/api/admin/invoice-documents/${doc!.id}/xml`)).status, 403, who);
  });

  it('downloads the month as a ZIP of FA(3) files', async () => {
    const [doc] = await docs();
    const res = await download(server, as.admin!, `/api/admin/invoicing/ksef.zip?month=${MONTH}`);
    assert.equal(res.status, 200);
    assert.equal(res.type, 'application/zip');
    assert.equal(res.disposition, `attachment; filename=ksef-fa3-${MONTH}.zip`);
    const files = unzipSync(new Uint8Array(res.bytes));
    const name = `${doc!.number.replace(/\//g, '_')}.xml`;
    assert.deepEqual(Object.keys(files), [name]);
    assert.ok(validateFa3(strFromU8(files[name]!)).ok);
    assert.equal((await as.admin!.get('/api/admin/invoicing/ksef.zip?month=2026-13')).status, 422);
    assert.equal((await download(server, as.agent!, `/api/admin/invoicing/ksef.zip?month=${MONTH}`)).status, 403);
  });

  it('sends the invoice: the stand-in decrypts the same FA(3) file, the KSeF number is stored on the state and the document', async () => {
    const [doc] = await docs();
    assert.deepEqual((await as.admin!.get(`/api/admin/invoice-documents/${doc!.id}/ksef`)).body, { data: null, sending: true });
    const res = await as.admin!.post(`/api/admin/invoice-documents/${doc!.id}/ksef`, {});
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.status, 'accepted');
    assert.equal(res.body.data.attempts, 1);
    const received = standIn.invoices.at(-1)!;
    assert.equal(res.body.data.ksef_number, received.ksefNumber);
    assert.equal(res.body.message, `KSeF przyjął fakturę, numer KSeF: ${received.ksefNumber}`);
    assert.deepEqual(standIn.tokensReceived.at(-1), KSEF_TOKEN);
    const downloaded = (await download(server, as.admin!, `/api/admin/invoice-documents/${doc!.id}/xml`)).bytes.toString('utf8');
    assert.equal(withoutTimestamp(received.xml), withoutTimestamp(downloaded));
    const [row] = await server.database.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.id, doc!.id));
    assert.equal(row!.ksefNumber, received.ksefNumber);
    const state = (await as.admin!.get(`/api/admin/invoice-documents/${doc!.id}/ksef`)).body.data;
    assert.equal(state.status, 'accepted');
    assert.equal(state.reference_number, received.referenceNumber);
    assert.equal(state.session_reference_number, received.sessionReferenceNumber);
    assert.ok(state.sent_at && state.decided_at);
    assert.equal(standIn.sessions.get(received.sessionReferenceNumber)?.open, false, 'the session was closed');
    // A second press sends nothing: KSeF already has it.
    const count = standIn.invoices.length;
    const again = await as.admin!.post(`/api/admin/invoice-documents/${doc!.id}/ksef`, {});
    assert.equal(again.body.data.ksef_number, received.ksefNumber);
    assert.equal(standIn.invoices.length, count);
  });

  it('a correction names the corrected invoice’s KSeF number; a rejection is recorded and a retry is accepted', async () => {
    const db = server.database.db;
    await db
      .update(invoices)
      .set({ status: 'draft', figures: null })
      .where(and(eq(invoices.companyId, companyId), eq(invoices.month, MONTH)));
    await db.delete(periodLocks).where(and(eq(periodLocks.companyId, companyId), eq(periodLocks.month, MONTH)));
    await db.insert(timeReports).values({ ticketId, agentId, day: '2026-03-04', fromHour: '08:00', kind: 'it', minutes: 60 });
    assert.equal((await as.admin!.post('/api/admin/invoicing/approve', { month: MONTH, company_ids: [companyId] })).status, 200);
    const [original, correction] = await docs();
    assert.equal(correction!.kind, 'KOR');
    const [sent] = await db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceDocumentId, original!.id));
    const xml = (await download(server, as.admin!, `/api/admin/invoice-documents/${correction!.id}/xml`)).bytes.toString('utf8');
    assert.ok(validateFa3(xml).ok, validateFa3(xml).output);
    assert.ok(xml.includes(`<NrKSeFFaKorygowanej>${sent!.ksefNumber}</NrKSeFFaKorygowanej>`));
    assert.match(xml, /<RodzajFaktury>KOR<\/RodzajFaktury>/);
    // One hour more over the package: +150 zł net, +34,50 zł VAT.
    assert.match(xml, /<P_13_1>150.00<\/P_13_1>\s*<P_14_1>34.50<\/P_14_1>\s*<P_15>184.50<\/P_15>/);

    rejectNext = true;
    // The message in the admin's own language.
    await db.update(users).set({ lang: 'en' }).where(eq(users.email, 'admin@demo.test'));
    const refused = await as.admin!.post(`/api/admin/invoice-documents/${correction!.id}/ksef`, {});
    await db.update(users).set({ lang: 'pl' }).where(eq(users.email, 'admin@demo.test'));
    assert.equal(refused.status, 200);
    assert.equal(refused.body.data.status, 'rejected');
    assert.match(refused.body.message, /^KSeF rejected the invoice: 450: .*Duplikat faktury/);
    assert.equal(refused.body.data.ksef_number, null);
    const retried = await as.admin!.post(`/api/admin/invoice-documents/${correction!.id}/ksef`, {});
    assert.equal(retried.body.data.status, 'accepted');
    assert.equal(retried.body.data.attempts, 2);
    assert.equal(retried.body.data.error, null);
    assert.ok(standIn.invoices.at(-1)!.xml.includes(`<NrKSeFFaKorygowanej>${sent!.ksefNumber}</NrKSeFFaKorygowanej>`));
  });
  it('sendInvoiceToKsef: an unreachable KSeF leaves the attempt queued with the error, and a retry goes through', async () => {
    const db = server.database.db;
    const id = await insertDocument(db, companyId, vatInvoice({ number: 'FV/TEST/1' }));
    const down = fakeClient([], { failOpen: true });
    await assert.rejects(sendInvoiceToKsef(db, down.client, id), (error: Error) => error instanceof KsefError);
    let [state] = await db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceDocumentId, id));
    assert.deepEqual([state!.status, state!.attempts, state!.error], ['queued', 1, 'KSeF did not answer']);
    const up = fakeClient([{ status: 'accepted', ksefNumber: KSEF_NUMBER }]);
    const done = await sendInvoiceToKsef(db, up.client, id, FAST);
    assert.deepEqual([done.status, done.attempts, done.error, done.ksefNumber], ['accepted', 2, null, KSEF_NUMBER]);
    assert.deepEqual(up.calls, ['open', 'send', 'status', 'close']);
    assert.equal(await ksefNumberOf(db, id), KSEF_NUMBER);
    [state] = await db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceDocumentId, id));
    assert.ok(state!.sentAt && state!.decidedAt);
  });

  it('sendInvoiceToKsef: an invoice KSeF took is never sent twice — a later press asks for its verdict', async () => {
    const db = server.database.db;
    const id = await insertDocument(db, companyId, vatInvoice({ number: 'FV/TEST/2' }));
    const slow = fakeClient([{ status: 'processing' }]);
    const sent = await sendInvoiceToKsef(db, slow.client, id, FAST);
    assert.deepEqual([sent.status, sent.referenceNumber, sent.sessionReferenceNumber], ['sent', 'R1', 'S1']);
    const later = fakeClient([{ status: 'accepted', ksefNumber: KSEF_NUMBER }]);
    const done = await sendInvoiceToKsef(db, later.client, id, FAST);
    assert.equal(done.status, 'accepted');
    assert.deepEqual(later.calls, ['open', 'status S1/R1', 'close'], 'no send: the verdict of the first session');
  });

  it('refuses a second attempt while one is running, and a correction while its invoice is on its way (409)', async () => {
    const db = server.database.db;
    const original = await insertDocument(db, companyId, vatInvoice({ number: 'FV/TEST/3' }));
    await db.insert(ksefSubmissions).values({ invoiceDocumentId: original, status: 'queued', attempts: 1 });
    const busy = await as.admin!.post(`/api/admin/invoice-documents/${original}/ksef`, {});
    assert.equal(busy.status, 409);
    assert.equal(busy.body.message, 'Ta faktura jest właśnie wysyłana do KSeF');
    const kor = correction(null);
    const korId = await insertDocument(
      db,
      companyId,
      { ...kor, number: 'FK/TEST/3', corrects: { ...kor.corrects!, number: 'FV/TEST/3' } },
      original,
    );
    const pending = await as.admin!.post(`/api/admin/invoice-documents/${korId}/ksef`, {});
    assert.equal(pending.status, 409);
    assert.match(pending.body.message, /^Faktura korygowana nie ma jeszcze numeru KSeF/);
    assert.equal((await db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceDocumentId, korId))).length, 0);
  });
});

const KSEF_NUMBER = '5260250274-20260401-0A1B2C-3D4E5F-9C';
const FAST = { polls: 2, pollIntervalMs: 1 };

/** A KSeF client double: answers the given verdicts in turn and logs its calls. */
function fakeClient(verdicts: KsefInvoiceStatus[], options: { failOpen?: boolean } = {}) {
  const calls: string[] = [];
  let next = 0;
  const client: KsefClient = {
    async openSession() {
      calls.push('open');
      if (options.failOpen) throw new KsefError('KSeF did not answer', 0);
      return { referenceNumber: 'S1', accessToken: 'token', key: Buffer.alloc(32), iv: Buffer.alloc(16) };
    },
    async send() {
      calls.push('send');
      return { referenceNumber: 'R1' };
    },
    async status(session, referenceNumber) {
      calls.push(calls.includes('send') ? 'status' : `status ${session.referenceNumber}/${referenceNumber}`);
      return verdicts[Math.min(next++, verdicts.length - 1)]!;
    },
    async closeSession() {
      calls.push('close');
    },
  };
  return { client, calls };
}

/** A document row from a test document (the invoicing module issues them on approval; here one is written directly). */
async function insertDocument(
  db: TestServer['database']['db'],
  companyId: number,
  doc: InvoiceDocument,
  correctsId: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(invoiceDocuments)
    .values({
      kind: doc.kind,
      number: doc.number,
      companyId,
      month: doc.month,
      issueDate: doc.issueDate,
      saleDate: doc.saleDate,
      dueDate: doc.dueDate,
      placeOfIssue: doc.placeOfIssue,
      seller: doc.seller,
      buyer: doc.buyer,
      lines: doc.lines,
      netGrosze: doc.netGrosze,
      vatGrosze: doc.vatGrosze,
      grossGrosze: doc.grossGrosze,
      correctsId,
      correctionReason: doc.corrects?.reason ?? null,
      linesBefore: doc.corrects?.linesBefore ?? null,
    })
    .returning({ id: invoiceDocuments.id });
  return row!.id;
}

describe('KSeF routes with KSEF_ENV=off', () => {
  let server: TestServer;
  let admin: Client;
  before(async () => {
    server = await startServer({ tickets: 1 });
    admin = await login(server.base, 'admin@demo.test');
  });
  after(() => server.close());

  it('answers 409 in the user’s language, and 404 for an unknown document', async () => {
    const db = server.database.db;
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
    const party = { name: 'Firma', nip: '5260250274', street: 'ul. Krótka 1', postalCode: '00-001', city: 'Warszawa', countryCode: 'PL' };
    const [doc] = await db
      .insert(invoiceDocuments)
      .values({
        kind: 'VAT',
        number: 'FV/2026/03/9',
        companyId: company!.id,
        month: MONTH,
        issueDate: '2026-04-01',
        saleDate: '2026-03-31',
        dueDate: '2026-04-15',
        seller: party,
        buyer: party,
        lines: [],
        netGrosze: 0,
        vatGrosze: 0,
        grossGrosze: 0,
      })
      .returning({ id: invoiceDocuments.id });
    const pl = await admin.post(`/api/admin/invoice-documents/${doc!.id}/ksef`, {});
    assert.equal(pl.status, 409);
    assert.match(pl.body.message, /^Wysyłka do KSeF jest wyłączona/);
    await db.update(users).set({ lang: 'en' }).where(eq(users.email, 'admin@demo.test'));
    const en = await admin.post(`/api/admin/invoice-documents/${doc!.id}/ksef`, {});
    assert.match(en.body.message, /^Sending to KSeF is off/);
    assert.equal((await admin.post('/api/admin/invoice-documents/999999/ksef', {})).status, 404);
    assert.deepEqual((await admin.get(`/api/admin/invoice-documents/${doc!.id}/ksef`)).body, { data: null, sending: false });
  });
});
