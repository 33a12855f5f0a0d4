/**
 * Invoice documents: the seller's settings and their checks, documents issued on approval (gap-free numbers, also
 * across a rolled-back approval; VAT per line; no document for a zero month), a correction when a reopened month is
 * approved again with other figures (none with the same), the PDF read back with pdftotext, and who may download it.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { isValidBankAccount, isValidNip } from '@helpdesk/shared/schemas';
import {
  appSettings,
  companies,
  companyPricings,
  invoiceDocuments,
  invoiceNumberCounters,
  invoices,
  periodLocks,
  tickets,
  timeReports,
  users,
} from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { demoIds, login, startServer, type Client, type TestServer } from '../../test/harness';
import { loadInvoiceDocument } from './document';
import { documentLines, totalsOf, vatOf } from './lines';
import { formatMoney } from './pdf';
import { formatNumber, seriesPeriod } from './issue';

const MONTH = '2026-03';
const SETTINGS = {
  seller_name: 'Serwis Łączność Sp. z o.o.',
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

const pdfText = (bytes: Buffer): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('invoice documents', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  let ids: Record<string, number> = {};
  let companyId = 0;
  let otherId = 0;
  let zeroId = 0;
  let ticketId = 0;
  let agentId = 0;
  const today = businessDateOf(new Date());
  const number = (pattern: string, n: number) => formatNumber(pattern, today, n);

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['client', 'vip', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    ids = await demoIds(server);
    const db = server.database.db;
    const [agent] = await db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Iga',
        lastname: 'Faktura',
        email: 'iga@docs.test',
        passwordHash: 'x',
        role: 'agent',
        agentType: 'support',
        timeScope: 480,
      })
      .returning({ id: users.id });
    agentId = agent!.id;
    const made = await db
      .insert(companies)
      .values([
        {
          name: 'Fakturowa Spółka z o.o.',
          shortName: 'Fakturowa',
          tag: 'FAK',
          nip: '7770000011',
          billingStreet: 'ul. Żółkiewskiego 5',
          billingPostalCode: '31-539',
          billingCity: 'Kraków',
        },
        { name: 'Druga Firma S.A.', shortName: 'Druga', tag: 'DRU' },
        { name: 'Zerowa Sp. z o.o.', shortName: 'Zerowa', tag: 'ZER' },
      ])
      .returning({ id: companies.id });
    [companyId, otherId, zeroId] = made.map((c) => c.id) as [number, number, number];
    // 10 h package for 1 000 zł, 150 zł an hour over it, 1 visit, 80 zł an extra visit; Druga: 500 zł a month.
    await db.insert(companyPricings).values([
      {
        companyId,
        packageHours: 10,
        packagePrice: 1000,
        overtimePrice: 150,
        packageVisits: 1,
        extraVisitPrice: 80,
        validFrom: '2026-01-01',
      },
      { companyId: otherId, packageHours: 0, packagePrice: 500, overtimePrice: 100, validFrom: '2026-01-01', arrivalsNoLimit: true },
      // Zerowa: a contract with nothing to pay this month.
      { companyId: zeroId, packageHours: 0, packagePrice: 0, overtimePrice: 100, validFrom: '2026-01-01' },
    ]);
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
    // 8 h + 4 h: 2 h over the package (300 zł) and two arrivals, one extra (80 zł).
    await db.insert(timeReports).values([
      { ticketId, agentId, day: '2026-03-02', fromHour: '08:00', kind: 'it', minutes: 480, arrival: true },
      { ticketId, agentId, day: '2026-03-03', fromHour: '08:00', kind: 'it', minutes: 240, arrival: true },
    ]);
  });
  after(async () => {
    await server.close();
  });

  const approve = (company_ids: number[]) => as.admin!.post('/api/admin/invoicing/approve', { month: MONTH, company_ids });
  const documents = async (id: number) => (await as.admin!.get(`/api/admin/invoicing/${id}/documents?month=${MONTH}`)).body.data;
  const download = async (client: Client, url: string) => {
    const res = await fetch(server.base + url, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
  /** What reopening a month does (the reopen helper's effect): the line back to a draft without figures, the lock gone. */
  const reopen = async (id: number) => {
    const db = server.database.db;
    await db
      .update(invoices)
      .set({ status: 'draft', figures: null })
      .where(and(eq(invoices.companyId, id), eq(invoices.month, MONTH)));
    await db.delete(periodLocks).where(and(eq(periodLocks.companyId, id), eq(periodLocks.month, MONTH)));
  };

  it('checks NIP, NRB/IBAN, series and numbers the series per period', () => {
    assert.equal(isValidNip('526-025-02-74'), true);
    assert.equal(isValidNip('5260250275'), false);
    assert.equal(isValidNip('123'), false);
    assert.equal(isValidBankAccount('61 1090 1014 0000 0712 1981 2874'), true);
    assert.equal(isValidBankAccount('PL61109010140000071219812874'), true);
    assert.equal(isValidBankAccount('62109010140000071219812874'), false);
    assert.equal(isValidBankAccount('DE89370400440532013000'), true);
    assert.equal(seriesPeriod('FV/{YYYY}/{MM}/{n}', '2026-10-05'), '2026-10');
    assert.equal(seriesPeriod('FV/{n}/{YYYY}', '2026-10-05'), '2026');
    assert.equal(seriesPeriod('{n}', '2026-10-05'), '');
    assert.equal(formatNumber('FV/{YYYY}/{MM}/{n}', '2026-10-05', 7), 'FV/2026/10/7');
  });

  it('rounds VAT per line half up and sums the lines', () => {
    assert.equal(vatOf(50, 23), 12); // 11,5 gr → 12
    assert.equal(vatOf(5, 23), 1); // 1,15 gr → 1
    assert.equal(vatOf(10_001, 8), 800); // 800,08 gr → 800
    assert.equal(vatOf(12_345, 5), 617); // 617,25 gr → 617
    assert.equal(formatMoney(123_456), '1 234,56');
    assert.equal(formatMoney(1_234_567_800), '12 345 678,00');
    assert.equal(formatMoney(-5), '-0,05');
  });

  it('lets only finance staff read and save the settings; 422 with field messages in the user’s language', async () => {
    for (const who of ['manager', 'agent', 'client', 'vip']) {
      assert.equal((await as[who]!.get('/api/admin/invoice-settings')).status, 403, who);
      assert.equal((await as[who]!.request('PUT', '/api/admin/invoice-settings', SETTINGS)).status, 403, who);
    }
    const admin = as.admin!;
    const bad = await admin.request('PUT', '/api/admin/invoice-settings', {
      ...SETTINGS,
      nip: '5260250275',
      postal_code: '00916',
      bank_account: '62109010140000071219812874',
      number_pattern: 'FV/{MM}/{n}',
      country_code: 'Polska',
    });
    assert.equal(bad.status, 422);
    assert.match(bad.body.errors.nip[0], /NIP/);
    assert.match(bad.body.errors.postal_code[0], /NN-NNN/);
    assert.match(bad.body.errors.bank_account[0], /suma kontrolna/);
    assert.match(bad.body.errors.number_pattern[0], /\{MM\} tylko razem z \{YYYY\}/);
    assert.ok(bad.body.errors.country_code);
    const same = await admin.request(
      'PUT',
      '/api/admin/invoice-settings',
      { ...SETTINGS, correction_pattern: SETTINGS.number_pattern },
      { 'accept-language': 'en' },
    );
    assert.equal(same.status, 422);
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.email, 'admin@demo.test'));
    const english = await admin.request('PUT', '/api/admin/invoice-settings', { ...SETTINGS, nip: '1' });
    assert.match(english.body.errors.nip[0], /Polish tax id/);
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.email, 'admin@demo.test'));
    const saved = await admin.request('PUT', '/api/admin/invoice-settings', SETTINGS);
    assert.equal(saved.status, 200);
    assert.equal(saved.body.data.nip, '5260250274');
    assert.equal(saved.body.data.bank_account, '61109010140000071219812874');
    assert.equal(saved.body.data.complete, true);
    assert.deepEqual((await admin.get('/api/admin/invoice-settings')).body.data, saved.body.data);
  });

  it('validates the buyer’s NIP on the company form and keeps it as digits', async () => {
    const admin = as.admin!;
    const detail = (await admin.get(`/api/admin/company/${otherId}`)).body.data;
    const body = {
      ...Object.fromEntries(
        [
          'name',
          'short_name',
          'tag',
          'domains',
          'description',
          'addresses',
          'business_hours',
          'report_frequency',
          'report_hours_limit',
          'report_vip_only',
          'show_reports',
          'show_monitoring_logs',
          'categories',
          'responsible_agent_id',
          'agent_ids',
          'charging_model',
          'arrivals_package',
          'expected_arrivals',
          'expected_hours',
          'it_time_limit',
          'admin_time_limit',
          'developer_time_limit',
          'specialist_time_limit',
          'arrivals_limit',
          'priorities',
        ].map((k) => [k, detail[k]]),
      ),
    };
    const bad = await admin.request('PUT', `/api/admin/company/${otherId}`, { ...body, nip: '1234567890', billing_postal_code: '1234' });
    assert.equal(bad.status, 422);
    assert.match(bad.body.errors.nip[0], /NIP/);
    assert.match(bad.body.errors.billing_postal_code[0], /NN-NNN/);
    const ok = await admin.request('PUT', `/api/admin/company/${otherId}`, {
      ...body,
      nip: 'PL 777-000-00-11',
      billing_street: 'ul. Długa 1',
      billing_postal_code: '80-831',
      billing_city: 'Gdańsk',
      billing_country_code: 'pl',
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const after = (await admin.get(`/api/admin/company/${otherId}`)).body.data;
    assert.equal(after.nip, '7770000011');
    assert.equal(after.billing_city, 'Gdańsk');
    assert.equal(after.billing_country_code, 'PL');
  });

  it('refuses approval without the seller’s settings and keeps nothing of it', async () => {
    const db = server.database.db;
    const [saved] = await db.select().from(appSettings).where(eq(appSettings.key, 'invoice_settings'));
    await db.delete(appSettings).where(eq(appSettings.key, 'invoice_settings'));
    try {
      const res = await approve([companyId]);
      assert.equal(res.status, 422);
      assert.match(res.body.errors.month[0], /Uzupełnij ustawienia faktur/);
      const [line] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), eq(invoices.month, MONTH)));
      assert.equal(line?.figures ?? null, null);
      assert.equal((await db.select().from(periodLocks).where(eq(periodLocks.companyId, companyId))).length, 0);
      assert.equal((await db.select().from(invoiceNumberCounters)).length, 0);
    } finally {
      await db.insert(appSettings).values(saved!);
    }
  });

  it('issues one invoice per approved company-month with VAT per line, totals and dates; none for a zero month', async () => {
    const res = await approve([companyId, zeroId]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [doc] = await documents(companyId);
    assert.equal(doc.kind, 'VAT');
    assert.equal(doc.number, number(SETTINGS.number_pattern, 1));
    // 1 000 + 300 + 80 zł net; VAT 230 + 69 + 18,40.
    assert.deepEqual([doc.net, doc.vat, doc.gross], [138_000, 31_740, 169_740]);
    assert.equal((await documents(zeroId)).length, 0);
    const full = await loadInvoiceDocument(server.database.db, doc.id);
    assert.deepEqual(
      full.lines.map((l) => [l.name, l.quantity, l.unit, l.unitNetGrosze, l.netGrosze, l.vatRate, l.vatGrosze, l.grossGrosze]),
      [
        [`Pakiet usług serwisowych ${MONTH}`, 1, 'mies.', 100_000, 100_000, 23, 23_000, 123_000],
        ['Godziny ponad pakiet', 2, 'godz.', 15_000, 30_000, 23, 6_900, 36_900],
        ['Dodatkowe dojazdy', 1, 'szt.', 8_000, 8_000, 23, 1_840, 9_840],
      ],
    );
    assert.equal(full.issueDate, today);
    assert.equal(full.saleDate, '2026-03-31');
    const due = new Date(`${today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    assert.equal(full.dueDate, due.toISOString().slice(0, 10));
    assert.deepEqual(full.seller, {
      name: SETTINGS.seller_name,
      nip: '5260250274',
      street: SETTINGS.street,
      postalCode: '00-916',
      city: 'Warszawa',
      countryCode: 'PL',
      bankAccount: '61109010140000071219812874',
    });
    assert.deepEqual(full.buyer, {
      name: 'Fakturowa Spółka z o.o.',
      nip: '7770000011',
      street: 'ul. Żółkiewskiego 5',
      postalCode: '31-539',
      city: 'Kraków',
      countryCode: 'PL',
    });
    assert.equal(full.placeOfIssue, 'Kraków');
    assert.equal(full.corrects, null);
    const line = (await as.admin!.get(`/api/admin/invoicing?month=${MONTH}`)).body.data.lines.find(
      (l: { company: { id: number } }) => l.company.id === companyId,
    );
    assert.equal(line.invoice_number, doc.number);
    const detail = (await as.admin!.get(`/api/admin/invoicing/${companyId}?month=${MONTH}`)).body.data;
    assert.deepEqual(detail.documents, [doc]);
  });

  it('numbers without gaps: an approval rolled back after taking a number gives it back', async () => {
    const db = server.database.db;
    // The second company's document fails to insert, after the first one took the next number.
    await db.execute(sql`CREATE FUNCTION refuse_invoice() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
    await db.execute(
      sql.raw(
        `CREATE TRIGGER refuse_invoice BEFORE INSERT ON invoice_documents FOR EACH ROW WHEN (NEW.company_id = ${ids.company}) EXECUTE FUNCTION refuse_invoice()`,
      ),
    );
    try {
      const failed = await approve([otherId, ids.company!]);
      assert.equal(failed.status, 500);
      assert.equal((await documents(otherId)).length, 0);
      const [counter] = await db.select().from(invoiceNumberCounters).where(eq(invoiceNumberCounters.series, SETTINGS.number_pattern));
      assert.equal(counter!.lastNumber, 1);
      const [line] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, otherId), eq(invoices.month, MONTH)));
      assert.equal(line?.figures ?? null, null);
      assert.equal((await db.select().from(periodLocks).where(eq(periodLocks.companyId, otherId))).length, 0);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_invoice ON invoice_documents`);
      await db.execute(sql`DROP FUNCTION refuse_invoice()`);
    }
    assert.equal((await approve([otherId, ids.company!])).status, 200);
    const numbers = (await db.select({ number: invoiceDocuments.number }).from(invoiceDocuments).orderBy(invoiceDocuments.id)).map(
      (r) => r.number,
    );
    // Druga before ACME? By short name: ACME sorts first.
    assert.deepEqual(
      numbers,
      [1, 2, 3].map((n) => number(SETTINGS.number_pattern, n)),
    );
  });

  it('issues no correction when a reopened month is approved again with the same figures', async () => {
    await reopen(companyId);
    assert.equal((await approve([companyId])).status, 200);
    assert.equal((await documents(companyId)).length, 1);
  });

  it('issues a correction (KOR) from the correction series when the figures changed', async () => {
    await reopen(companyId);
    // One more hour over the package: +150 zł net.
    await server.database.db
      .insert(timeReports)
      .values({ ticketId, agentId, day: '2026-03-04', fromHour: '08:00', kind: 'it', minutes: 60 });
    assert.equal((await approve([companyId])).status, 200);
    const [original, correction] = await documents(companyId);
    assert.equal(correction.kind, 'KOR');
    assert.equal(correction.number, number(SETTINGS.correction_pattern, 1));
    assert.equal(correction.corrects_number, original.number);
    assert.deepEqual([correction.net, correction.vat, correction.gross], [153_000, 35_190, 188_190]);
    const full = await loadInvoiceDocument(server.database.db, correction.id);
    assert.deepEqual(full.corrects, {
      number: original.number,
      issueDate: original.issue_date,
      ksefNumber: null,
      reason: 'Korekta rozliczenia miesiąca',
      linesBefore: (await loadInvoiceDocument(server.database.db, original.id)).lines,
    });
    assert.equal(full.lines[1]!.quantity, 3);
    assert.equal(totalsOf(full.lines).grossGrosze, full.grossGrosze);
    assert.equal(
      (await as.admin!.get(`/api/admin/invoicing?month=${MONTH}`)).body.data.lines.find(
        (l: { company: { id: number } }) => l.company.id === companyId,
      ).invoice_number,
      correction.number,
    );
  });

  it('prints the PDF with the number, amounts, Polish letters and the client’s time summary', async () => {
    const [original, correction] = await documents(companyId);
    const pdf = await download(as.admin!, `/api/admin/invoice-documents/${original.id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.type, 'application/pdf');
    assert.equal(pdf.disposition, `attachment; filename=${original.number.replaceAll('/', '_')}.pdf`);
    const txt = pdfText(pdf.bytes);
    for (const expected of [
      'Faktura VAT',
      original.number,
      'Sprzedawca',
      'Serwis Łączność Sp. z o.o.',
      'ul. Świętokrzyska 12',
      'Fakturowa Spółka z o.o.',
      'ul. Żółkiewskiego 5',
      'NIP: 526-025-02-74',
      '1 000,00',
      '1 380,00',
      '317,40',
      'Do zapłaty: 1 697,40 PLN',
      '61 1090 1014 0000 0712 1981 2874',
      'Zestawienie czasu pracy',
      'Wsparcie IT',
      '12:00',
      'Dojazdy',
    ])
      assert.ok(txt.includes(expected), `${expected} in:\n${txt}`);
    const kor = pdfText((await download(as.admin!, `/api/admin/invoice-documents/${correction.id}/pdf`)).bytes);
    for (const expected of [
      'Faktura korygująca',
      correction.number,
      `Korekta faktury nr ${original.number}`,
      'Przed korektą',
      'Po korekcie',
      '1 530,00',
      'Do zapłaty: 184,50 PLN',
    ])
      assert.ok(kor.includes(expected), `${expected} in:\n${kor}`);
    assert.equal((await download(as.admin!, '/api/admin/invoice-documents/999999/pdf')).status, 404);
  });

  it('lets a VIP list and download only their own company’s documents, while the company shows its reports', async () => {
    const db = server.database.db;
    await db.update(companies).set({ showReports: 1 }).where(eq(companies.id, ids.company!));
    const own = (await as.vip!.get('/api/client/invoice-documents')).body.data;
    assert.equal(own.length, 1);
    const ownPdf = await download(as.vip!, `/api/client/invoice-documents/${own[0].id}/pdf`);
    assert.equal(ownPdf.status, 200);
    assert.ok(pdfText(ownPdf.bytes).includes(own[0].number));
    const [foreign] = await documents(companyId);
    assert.equal((await download(as.vip!, `/api/client/invoice-documents/${foreign.id}/pdf`)).status, 404);
    assert.equal((await download(as.vip!, `/api/admin/invoice-documents/${foreign.id}/pdf`)).status, 403);
    assert.equal((await as.client!.get('/api/client/invoice-documents')).status, 403);
    assert.equal((await download(as.client!, `/api/client/invoice-documents/${own[0].id}/pdf`)).status, 403);
    for (const who of ['agent', 'manager'])
      assert.equal((await download(as[who]!, `/api/admin/invoice-documents/${foreign.id}/pdf`)).status, 403, who);
    await db.update(companies).set({ showReports: 0 }).where(eq(companies.id, ids.company!));
    try {
      assert.equal((await as.vip!.get('/api/client/invoice-documents')).status, 403);
      assert.equal((await download(as.vip!, `/api/client/invoice-documents/${own[0].id}/pdf`)).status, 403);
    } finally {
      await db.update(companies).set({ showReports: 1 }).where(eq(companies.id, ids.company!));
    }
  });

  it('builds lines only from amounts there are', () => {
    const figures = { month: MONTH, amounts: { package: 0, overtime: 0, extra_visits: 0, total: 0 }, reports: [] } as never;
    assert.deepEqual(documentLines(figures, 0, 23), []);
  });
});
