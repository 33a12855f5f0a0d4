/** Invoicing endpoints: admin only, approve locks the period and stores the figures, the export reads back the same totals. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { companies, companyPricings, tickets, timeReports, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';

const MONTH = '2026-03';

describe('invoicing (admin only)', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  let companyId = 0;
  let otherId = 0;
  let ticketId = 0;
  let reportId = 0;
  let pricingId = 0;
  let overtimeId = 0;

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['client', 'vip', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    const [agent] = await db
      .insert(users)
      .values({
        kind: 'agent',
        firstname: 'Iga',
        lastname: 'Faktura',
        email: 'iga@invoice.test',
        passwordHash: 'x',
        role: 'agent',
        agentType: 'support',
        timeScope: 480,
      })
      .returning({ id: users.id });
    const [company] = await db
      .insert(companies)
      .values({ name: 'Fakturowa Spółka z o.o.', shortName: 'Fakturowa', tag: 'FAK' })
      .returning({ id: companies.id });
    const [other] = await db
      .insert(companies)
      .values({ name: 'Druga Firma S.A.', shortName: 'Druga', tag: 'DRU' })
      .returning({ id: companies.id });
    companyId = company!.id;
    otherId = other!.id;
    // 10 h package for 1 000 zł, 150 zł per hour over it, 1 visit, 80 zł per extra visit.
    const [pricing] = await db
      .insert(companyPricings)
      .values({
        companyId,
        packageHours: 10,
        packagePrice: 1000,
        overtimePrice: 150,
        packageVisits: 1,
        extraVisitPrice: 80,
        validFrom: '2026-01-01',
      })
      .returning({ id: companyPricings.id });
    pricingId = pricing!.id;
    await db.insert(companyPricings).values({
      companyId: otherId,
      packageHours: 0,
      packagePrice: 500,
      overtimePrice: 100,
      packageVisits: 0,
      extraVisitPrice: 0,
      validFrom: '2026-01-01',
      arrivalsNoLimit: true,
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
    const [first] = await db
      .insert(timeReports)
      .values([
        // 8 h + 4 h (2 h over the package, at 0 % → 300 zł) and two arrivals (one extra → 80 zł).
        { ticketId, agentId: agent!.id, day: '2026-03-02', fromHour: '08:00', kind: 'it', minutes: 480, arrival: true },
        { ticketId, agentId: agent!.id, day: '2026-03-03', fromHour: '08:00', kind: 'it', minutes: 240, arrival: true },
      ])
      .returning({ id: timeReports.id });
    reportId = first!.id;
    // Overtime at every rate: 1 h package, 100,01 zł an hour over it; 1 h within, then 1 h at 0 %, 50 %, 100 % and
    // 30 min at 150 % (rounded up to 1 h).
    const [overtime] = await db
      .insert(companies)
      .values({ name: 'Nadgodzinowa Sp. z o.o.', shortName: 'Nadgodzinowa', tag: 'NAD' })
      .returning({ id: companies.id });
    overtimeId = overtime!.id;
    await db.insert(companyPricings).values({
      companyId: overtimeId,
      packageHours: 1,
      packagePrice: 100,
      overtimePrice: 100.01,
      packageVisits: 0,
      extraVisitPrice: 0,
      validFrom: '2026-01-01',
    });
    const [nadTicket] = await db
      .insert(tickets)
      .values({
        fullid: 'NAD-1',
        subject: 'Nocna awaria',
        type: 'incident',
        companyId: overtimeId,
        priority: 'normal',
        category: 'other',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    await db.insert(timeReports).values(
      [
        ['2026-03-09', 0, 60],
        ['2026-03-10', 0, 60],
        ['2026-03-11', 50, 60],
        ['2026-03-12', 100, 60],
        ['2026-03-13', 150, 30],
      ].map(([day, overtime, minutes]) => ({
        ticketId: nadTicket!.id,
        agentId: agent!.id,
        day: day as string,
        fromHour: '20:00',
        kind: 'it',
        minutes: minutes as number,
        overtime: overtime as number,
        needsAccept: overtime !== 0,
        acceptedAt: overtime !== 0 ? new Date() : null,
      })),
    );
  });
  after(async () => {
    await server.close();
  });

  const endpoints = () => [
    ['GET', `/api/admin/invoicing?month=${MONTH}`],
    ['GET', `/api/admin/invoicing/${companyId}?month=${MONTH}`],
    ['POST', '/api/admin/invoicing/approve'],
    ['PUT', `/api/admin/invoicing/${companyId}/notes`],
    ['GET', `/api/admin/invoicing/export?month=${MONTH}&format=xlsx`],
    ['GET', `/api/admin/invoicing/export?month=${MONTH}&format=csv`],
  ];

  const download = async (url: string) => {
    const client = as.admin!;
    const res = await fetch(server.base + url, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const setLang = (lang: 'pl' | 'en') => server.database.db.update(users).set({ lang }).where(eq(users.email, 'admin@demo.test'));
  const lineOf = async (id: number) =>
    (await as.admin!.get(`/api/admin/invoicing?month=${MONTH}`)).body.data.lines.find(
      (l: { company: { id: number } }) => l.company.id === id,
    );

  it('answers 403 to a manager, an agent and clients on every invoicing endpoint', async () => {
    for (const who of ['manager', 'agent', 'client', 'vip']) {
      for (const [method, url] of endpoints()) {
        const res = await as[who]!.request(method!, url!, method === 'GET' ? undefined : { month: MONTH, notes: 'x' });
        assert.equal(res.status, 403, `${who} ${method} ${url}`);
      }
    }
    assert.equal((await new Client(server.base).get(`/api/admin/invoicing?month=${MONTH}`)).status, 401);
  });

  it('lists a draft line per company with the calculation’s amounts and explains it down to the time reports', async () => {
    const line = await lineOf(companyId);
    assert.equal(line.status, 'draft');
    assert.deepEqual(line.amounts, { package: 100_000, overtime: 30_000, extra_visits: 8_000, total: 138_000 });
    const list = (await as.admin!.get(`/api/admin/invoicing?month=${MONTH}`)).body.data;
    assert.equal(list.vat_rate, 23);
    assert.equal(
      list.totals.total,
      list.lines.reduce((s: number, l: { amounts: { total: number } }) => s + l.amounts.total, 0),
    );
    const detail = (await as.admin!.get(`/api/admin/invoicing/${companyId}?month=${MONTH}`)).body.data;
    assert.equal(detail.figures.reports.length, 2);
    assert.equal(detail.figures.over_minutes, 120);
    assert.equal((await as.admin!.get(`/api/admin/invoicing/999999?month=${MONTH}`)).status, 404);
  });

  it('refuses bad input with 422 and field messages in the user’s language', async () => {
    const admin = as.admin!;
    await setLang('en');
    const open = await admin.post('/api/admin/invoicing/approve', { month: '2099-01' });
    assert.equal(open.status, 422);
    assert.match(open.body.errors.month[0], /has not ended/);
    await setLang('pl');
    const bad = await admin.post('/api/admin/invoicing/approve', { month: '2026-13' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.month);
    const nothing = await admin.get(`/api/admin/invoicing/export?month=${MONTH}`);
    assert.equal(nothing.status, 422);
    assert.match(nothing.body.errors.month[0], /zatwierdzonych/);
    const unknown = await admin.post('/api/admin/invoicing/approve', { month: MONTH, company_ids: [999999] });
    assert.equal(unknown.status, 422);
  });

  it('approving locks the period and stores the figures: later changes do not change the approved line', async () => {
    const admin = as.admin!;
    const notes = await admin.request('PUT', `/api/admin/invoicing/${companyId}/notes`, { month: MONTH, notes: 'FV 3/2026' });
    assert.equal(notes.status, 200, JSON.stringify(notes.body));
    const approved = await admin.post('/api/admin/invoicing/approve', { month: MONTH, company_ids: [companyId] });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const line = approved.body.data.lines.find((l: { company: { id: number } }) => l.company.id === companyId);
    assert.equal(line.status, 'approved');
    assert.equal(line.notes, 'FV 3/2026');
    assert.equal(line.approved_by.name.length > 0, true);
    assert.equal(approved.body.data.lines.find((l: { company: { id: number } }) => l.company.id === otherId).status, 'draft');

    // The period is locked: the month's time report can no longer be deleted.
    const refused = await admin.delete(`/api/admin/ticket/${ticketId}/time-reports/${reportId}`);
    assert.equal(refused.status, 422, JSON.stringify(refused.body));
    assert.ok(refused.body.errors.day);

    // Figures changed behind the invoicing's back are not read: the approved line keeps what was issued.
    const db = server.database.db;
    await db.update(companyPricings).set({ packagePrice: 9999 }).where(eq(companyPricings.id, pricingId));
    await db.update(timeReports).set({ minutes: 600 }).where(eq(timeReports.id, reportId));
    assert.deepEqual((await lineOf(companyId)).amounts, { package: 100_000, overtime: 30_000, extra_visits: 8_000, total: 138_000 });
    const detail = (await admin.get(`/api/admin/invoicing/${companyId}?month=${MONTH}`)).body.data;
    assert.equal(detail.figures.reports.find((r: { report_id: number }) => r.report_id === reportId).minutes, 480);

    // Approve all: the rest of the month; the approved line stays as it is.
    const all = await admin.post('/api/admin/invoicing/approve', { month: MONTH });
    assert.equal(all.status, 200);
    assert.ok(all.body.data.lines.every((l: { status: string }) => l.status === 'approved'));
    assert.equal((await lineOf(companyId)).amounts.total, 138_000);
  });

  it('exports the approved month as XLSX and CSV with the list’s totals and marks the lines exported', async () => {
    const list = (await as.admin!.get(`/api/admin/invoicing?month=${MONTH}`)).body.data;
    const xlsx = await download(`/api/admin/invoicing/export?month=${MONTH}&format=xlsx`);
    assert.equal(xlsx.status, 200);
    assert.match(xlsx.type!, /spreadsheetml/);
    const book = XLSX.read(xlsx.bytes, { cellNF: true });
    const invoices = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(invoices, { header: 1 });
    // Money as money, the quantity a number, the VAT rate a percentage: a spreadsheet sums them.
    assert.deepEqual(
      [invoices.C2!.t, invoices.E2!.z, invoices.F2!.z, invoices.G2!.z, invoices.G2!.w],
      ['n', '#,##0.00', '#,##0.00', '0%', '23%'],
    );
    assert.deepEqual(rows[0], [
      'Nabywca',
      'Pozycja',
      'Ilość',
      'Jednostka',
      'Cena netto',
      'Wartość netto',
      'Stawka VAT',
      'Okres',
      'Wpisy czasu',
    ]);
    const sum = (r: (string | number)[][]) => Math.round(r.slice(1).reduce((s, x) => s + Number(x[5]), 0) * 100);
    assert.equal(sum(rows), list.totals.total);
    const mine = rows.filter((r) => r[0] === 'Fakturowa Spółka z o.o.');
    assert.deepEqual(
      mine.map((r) => [r[1], r[2], r[3], r[4], r[5], r[6], r[7]]),
      [
        [`Pakiet usług serwisowych ${MONTH}`, 1, 'mies.', 1000, 1000, 0.23, MONTH],
        ['Godziny ponad pakiet', 2, 'godz.', 150, 300, 0.23, MONTH],
        ['Dodatkowe dojazdy', 1, 'szt.', 80, 80, 0.23, MONTH],
      ],
    );
    // Overtime: one item per rate, quantity in hours at the overtime price × the rate's multiplier; the items add up
    // to the line's overtime amount (700,07 zł, rounded once), a half grosz going to the first of the largest remainders.
    const nad = rows.filter((r) => r[0] === 'Nadgodzinowa Sp. z o.o.');
    assert.deepEqual(
      nad.map((r) => [r[1], r[2], r[3], r[4], r[5]]),
      [
        [`Pakiet usług serwisowych ${MONTH}`, 1, 'mies.', 100, 100],
        ['Godziny ponad pakiet', 1, 'godz.', 100.01, 100.01],
        ['Godziny ponad pakiet, nadgodziny 50%', 1, 'godz.', 150.02, 150.02],
        ['Godziny ponad pakiet, nadgodziny 100%', 1, 'godz.', 200.02, 200.02],
        ['Godziny ponad pakiet, nadgodziny 150%', 1, 'godz.', 250.03, 250.02],
      ],
    );
    const nadLine = list.lines.find((l: { company: { id: number } }) => l.company.id === overtimeId);
    assert.equal(nadLine.amounts.overtime, 70_007);
    assert.equal(Math.round(nad.slice(1).reduce((s, r) => s + Number(r[5]), 0) * 100), nadLine.amounts.overtime);
    assert.match(String(mine[1]![8]), new RegExp(`\\b${reportId + 1}\\b`));
    assert.ok(book.SheetNames.includes('FAK'), 'a detail sheet per company');
    const detail = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets.FAK!, { header: 1, raw: false });
    assert.equal(detail.length, 3);
    assert.equal(detail[1]![1], 'FAK-1');
    // The staff type by name, the day a date, the times durations.
    assert.ok(['IT', 'Administracja', 'Programista', 'Specjalista'].includes(String(detail[1]![4])), String(detail[1]![4]));
    assert.deepEqual([book.Sheets.FAK!.C2!.t, book.Sheets.FAK!.C2!.z], ['n', 'yyyy-mm-dd']);
    assert.deepEqual([book.Sheets.FAK!.F2!.t, book.Sheets.FAK!.F2!.z], ['n', '[h]:mm']);

    await setLang('en');
    const csv = await download(`/api/admin/invoicing/export?month=${MONTH}&format=csv`);
    await setLang('pl');
    assert.equal(csv.status, 200);
    const text = csv.bytes.toString('utf8');
    assert.ok(text.startsWith('\uFEFFCompany,Item,Quantity,Unit,Net price,Net amount,VAT rate,Period,Time entries\r\n'));
    assert.match(text, /,1,month,100\.00,100\.00,23%,/);
    const csvRows = XLSX.utils.sheet_to_json<(string | number)[]>(XLSX.read(text.slice(1), { type: 'string', raw: true }).Sheets.Sheet1!, {
      header: 1,
    });
    assert.equal(sum(csvRows as (string | number)[][]), list.totals.total);
    assert.deepEqual(
      (csvRows as (string | number)[][]).filter((r) => r[0] === 'Nadgodzinowa Sp. z o.o.').map((r) => [r[1], Number(r[2]), Number(r[5])]),
      [
        [`Service package ${MONTH}`, 1, 100],
        ['Hours over the package', 1, 100.01],
        ['Hours over the package, overtime 50%', 1, 150.02],
        ['Hours over the package, overtime 100%', 1, 200.02],
        ['Hours over the package, overtime 150%', 1, 250.02],
      ],
    );

    // The detail CSV: the XLSX's detail sheets under one header, the company first — every counted time report; for
    // the Polish user in the Polish dialect (semicolons, durations h:mm, rates in %).
    const detailCsv = await download(`/api/admin/invoicing/export?month=${MONTH}&format=csv&detail=1`);
    assert.equal(detailCsv.status, 200);
    assert.match(detailCsv.type!, /text\/csv/);
    const detailText = detailCsv.bytes.toString('utf8');
    assert.ok(
      detailText.startsWith('\uFEFFNabywca;Wpis;Zgłoszenie;Dzień;Pracownik;Rodzaj;Czas;Czas naliczony;Czas ponad pakiet;Stawka nadgodzin;'),
    );
    const hm = (v: string | number | undefined) => {
      if (v === undefined || v === '') return 0;
      const [h, m] = String(v).replace('%', '').split(':');
      return m === undefined ? Number(h) : Number(h) * 60 + Number(m);
    };
    const detailRows = (
      XLSX.utils.sheet_to_json<(string | number)[]>(XLSX.read(detailText.slice(1), { type: 'string', raw: true, FS: ';' }).Sheets.Sheet1!, {
        header: 1,
        defval: '',
      }) as (string | number)[][]
    ).map((r) => r.map((c, i) => (i >= 7 && i <= 9 ? hm(c) : c)));
    for (const line of list.lines as { company: { id: number } }[]) {
      const figures = (await as.admin!.get(`/api/admin/invoicing/${line.company.id}?month=${MONTH}`)).body.data.figures;
      const name = (await server.database.db.select({ name: companies.name }).from(companies).where(eq(companies.id, line.company.id)))[0]!
        .name;
      const of = detailRows.filter((r) => r[0] === name);
      assert.equal(of.length, figures.reports.length, name);
      assert.equal(
        of.reduce((s, r) => s + Number(r[7]), 0),
        figures.charged_minutes,
        `${name}: charged minutes`,
      );
      assert.equal(
        of.reduce((s, r) => s + Number(r[8]), 0),
        figures.over_minutes,
        `${name}: minutes over the package`,
      );
    }
    assert.deepEqual(
      detailRows.filter((r) => r[0] === 'Nadgodzinowa Sp. z o.o.').map((r) => [r[2], Number(r[7]), Number(r[8]), Number(r[9])]),
      [
        ['NAD-1', 60, 0, 0],
        ['NAD-1', 60, 60, 0],
        ['NAD-1', 60, 60, 50],
        ['NAD-1', 60, 60, 100],
        ['NAD-1', 60, 60, 150],
      ],
    );

    const after = (await as.admin!.get(`/api/admin/invoicing?month=${MONTH}`)).body.data;
    assert.ok(after.lines.every((l: { status: string; exported_at: string | null }) => l.status === 'exported' && l.exported_at));
    assert.equal(after.totals.total, list.totals.total);
  });

  it('exports the overtime price as issued, even when the pricing row changes afterwards', async () => {
    // The API refuses to change a pricing row an invoiced month uses; the export must not depend on that.
    await server.database.db.update(companyPricings).set({ overtimePrice: 500 }).where(eq(companyPricings.companyId, overtimeId));
    await setLang('en');
    const csv = await download(`/api/admin/invoicing/export?month=${MONTH}&format=csv&dialect=en`);
    await setLang('pl');
    assert.equal(csv.status, 200);
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(
      XLSX.read(csv.bytes.toString('utf8').slice(1), { type: 'string', raw: true }).Sheets.Sheet1!,
      { header: 1 },
    ) as (string | number)[][];
    assert.deepEqual(
      rows.filter((r) => r[0] === 'Nadgodzinowa Sp. z o.o.').map((r) => [Number(r[4]), Number(r[5])]),
      [
        [100, 100],
        [100.01, 100.01],
        [150.02, 150.02],
        [200.02, 200.02],
        [250.03, 250.02],
      ],
    );
  });
});
