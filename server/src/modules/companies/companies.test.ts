/** Companies: validation, authorisation and company scope, the IT documentation PDF, contract health, report e-mails. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { companies, companyMailRuns, companyPricings, outbox, tickets, timeReports, users } from '../../platform/db/schema';
import type { StoredMail } from '../../platform/outbound/outbox';
import { formatMinutes } from '@helpdesk/shared/format';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { addMonths, monthOf, REPORT_TIME_ZONE } from '../../platform/months';
import { reportWorkbook, runReportMails } from '../company-mails/report-mail';

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Nowa Firma Sp. z o.o.',
  short_name: 'Nowa',
  tag: 'NOWA',
  domains: ['nowa.test', 'nowa-firma.pl'],
  description: 'Klient od 2026',
  addresses: [
    { street: 'Prosta 1', city: 'Warszawa', postcode: '00-001' },
    { street: 'Krzywa 2', city: 'Łódź', postcode: '90-001' },
  ],
  business_hours: { from_day: 1, to_day: 5, from_hour: '08:00', to_hour: '16:00' },
  report_frequency: 'monthly',
  report_hours_limit: true,
  report_vip_only: false,
  show_reports: 1,
  show_monitoring_logs: 0,
  categories: ['servers', 'network'],
  responsible_agent_id: null,
  agent_ids: [],
  charging_model: 'universal',
  arrivals_package: false,
  priorities: [
    { priority: 'normal', is_24_7: false, active: true, is_default: true, open_sla_minutes: 240, resolve_sla_minutes: 2880 },
    { priority: 'critical', is_24_7: true, active: true, is_default: false, open_sla_minutes: 30, resolve_sla_minutes: 240 },
  ],
  ...over,
});

describe('companies (server)', () => {
  let server: TestServer;
  let admin: Client;
  let manager: Client;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 40 });
    admin = await login(server.base, 'admin@demo.test');
    manager = await login(server.base, 'manager@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => server.close());

  it('validates: TAG of 2 and 5 characters, a domain with http://, exactly one default priority, each priority once', async () => {
    for (const tag of ['AB', 'ABCDE']) {
      const res = await admin.post('/api/admin/company', body({ tag }));
      assert.equal(res.status, 422);
      assert.deepEqual(res.body.errors.tag, ['TAG musi mieć od 3 do 4 znaków']);
    }
    // Working days 1–7 (the rule set's `between`), in the admin's language.
    const hours = body().business_hours as Record<string, unknown>;
    const day8 = await admin.post('/api/admin/company', body({ business_hours: { ...hours, to_day: 8 } }));
    assert.equal(day8.status, 422);
    assert.deepEqual(day8.body.errors['business_hours.to_day'], ['To pole musi mieć wartość od 1 do 7']);
    const adminEmail = 'admin@demo.test';
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.email, adminEmail));
    const day8English = await admin.post('/api/admin/company', body({ business_hours: { ...hours, to_day: 8 }, tag: 'ABCDE' }));
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.email, adminEmail));
    assert.deepEqual(day8English.body.errors['business_hours.to_day'], ['This field must be between 1 and 7']);
    assert.deepEqual(day8English.body.errors.tag, ['The TAG must be 3 to 4 characters']);
    const http = await admin.post('/api/admin/company', body({ domains: ['nowa.test', 'http://nowa-firma.pl'] }));
    assert.equal(http.status, 422);
    assert.deepEqual(http.body.errors.domains, ['Jedna z domen zawiera błąd składniowy']);
    const english = await admin.post('/api/admin/company', body({ domains: ['https://nowa.test'] }), { 'accept-language': 'en' });
    assert.equal(english.status, 422);
    assert.ok(english.body.errors.domains, JSON.stringify(english.body));
    const rows = body().priorities as Record<string, unknown>[];
    const twoDefaults = await admin.post('/api/admin/company', body({ priorities: rows.map((p) => ({ ...p, is_default: true })) }));
    assert.equal(twoDefaults.status, 422);
    assert.deepEqual(twoDefaults.body.errors.priorities, ['Dokładnie jeden priorytet musi być domyślny']);
    const noDefault = await admin.post('/api/admin/company', body({ priorities: rows.map((p) => ({ ...p, is_default: false })) }));
    assert.deepEqual(noDefault.body.errors.priorities, ['Dokładnie jeden priorytet musi być domyślny']);
    const twice = await admin.post('/api/admin/company', body({ priorities: [rows[0], { ...rows[0], is_default: false }] }));
    assert.deepEqual(twice.body.errors.priorities, ['Każdy priorytet może wystąpić w tabeli tylko raz']);
    const taken = await admin.post('/api/admin/company', body({ tag: 'acme' }));
    assert.deepEqual(taken.body.errors.tag, ['Ten TAG ma już inna firma']);
    const notAgent = await admin.post('/api/admin/company', body({ agent_ids: [ids['client@demo.test']] }));
    assert.equal(notAgent.status, 422);
    assert.ok(notAgent.body.errors.agent_ids);
    assert.equal(
      (await server.database.db.select().from(companies).where(eq(companies.tag, 'NOWA'))).length,
      0,
      'nothing refused was stored',
    );
  });

  it('creates every field; limits not sent stay 0; the list shows it with tag, responsible agent and open tickets', async () => {
    const res = await admin.post(
      '/api/admin/company',
      body({ responsible_agent_id: ids['agent@demo.test'], agent_ids: [ids['jan.kowalski@msp.test']], tag: 'nowa' }),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Firma została utworzona');
    const c = res.body.data;
    ids.NOWA = c.id;
    assert.equal(c.tag, 'NOWA');
    assert.deepEqual(c.domains, ['nowa.test', 'nowa-firma.pl']);
    assert.equal(c.addresses.length, 2);
    assert.deepEqual(c.business_hours, { from_day: 1, to_day: 5, from_hour: '08:00', to_hour: '16:00' });
    assert.deepEqual(
      [c.report_frequency, c.report_hours_limit, c.report_vip_only, c.show_reports, c.show_monitoring_logs],
      ['monthly', true, false, 1, 0],
    );
    assert.deepEqual(c.categories, ['servers', 'network']);
    assert.deepEqual(
      [
        c.expected_arrivals,
        c.expected_hours,
        c.it_time_limit,
        c.admin_time_limit,
        c.developer_time_limit,
        c.specialist_time_limit,
        c.arrivals_limit,
      ],
      [0, 0, 0, 0, 0, 0, 0],
    );
    assert.equal(c.priorities.length, 2);
    assert.equal(c.priorities.filter((p: { is_default: boolean }) => p.is_default).length, 1);
    assert.deepEqual(c.agent_ids, [ids['jan.kowalski@msp.test']]);
    assert.equal(c.responsible_agent.id, ids['agent@demo.test']);
    assert.equal(c.documentation, null);
    const list = await admin.get('/api/admin/company?search=nowa&per_page=50');
    assert.equal(list.status, 200);
    const row = list.body.data.find((x: { id: number }) => x.id === c.id);
    assert.equal(row.tag, 'NOWA');
    assert.equal(row.responsible_agent.name, 'Artur Agent');
    assert.equal(row.open_tickets, 0);
    assert.deepEqual(row.health.bars, []);
    // Sort by open tickets, most first: seeded companies with tickets come before the new one.
    const sorted = (await admin.get('/api/admin/company?sort=-open_tickets&per_page=100')).body.data as { open_tickets: number }[];
    assert.deepEqual(
      sorted.map((r) => r.open_tickets),
      [...sorted.map((r) => r.open_tickets)].sort((a, b) => b - a),
    );
    assert.ok(sorted[0]!.open_tickets > 0);
  });

  it('authorises per spec §6: clients 403; an agent lists and edits only its assigned companies; a manager edits any', async () => {
    assert.equal((await client.get('/api/admin/company')).status, 403);
    assert.equal((await client.request('PUT', `/api/admin/company/${ids.ACME}`, body({ tag: 'ACME' }))).status, 403);
    const mine = (await agent.get('/api/admin/company?per_page=100')).body.data.map((c: { tag: string }) => c.tag).sort();
    assert.deepEqual(mine, ['ACME', 'BUDX', 'KLIN']);
    assert.equal((await agent.get(`/api/admin/company/${ids.NOWA}`)).status, 403);
    assert.equal((await agent.request('PUT', `/api/admin/company/${ids.NOWA}`, body({ tag: 'NOWA' }))).status, 403);
    assert.equal((await agent.post('/api/admin/company', body({ tag: 'AGNT' }))).status, 403);
    const acme = (await agent.get(`/api/admin/company/${ids.ACME}`)).body.data;
    const {
      id: _id,
      responsible_agent: _r,
      agents: _a,
      documentation: _d,
      open_tickets: _o,
      health: _h,
      created_at: _c,
      updated_at: _u,
      ...input
    } = acme;
    const edited = await agent.request('PUT', `/api/admin/company/${ids.ACME}`, { ...input, description: 'Opis od agenta' });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.data.description, 'Opis od agenta');
    const byManager = await manager.request(
      'PUT',
      `/api/admin/company/${ids.NOWA}`,
      body({ tag: 'NOWA', name: 'Nowa Firma S.A.', it_time_limit: 600 }),
    );
    assert.equal(byManager.status, 200);
    assert.equal(byManager.body.data.name, 'Nowa Firma S.A.');
    assert.equal(byManager.body.data.it_time_limit, 600);
    assert.equal(byManager.body.message, 'Firma została zaktualizowana');
  });

  it('takes the IT documentation as a PDF only, within the size limit; replaces and downloads it', async () => {
    const upload = async (who: Client, name: string, content: Buffer | string) => {
      const form = new FormData();
      form.append('file', new Blob([content]), name);
      const h = {
        'x-xsrf-token': decodeURIComponent(who.cookies.get('XSRF-TOKEN')!),
        cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        accept: 'application/json',
      };
      const res = await fetch(`${server.base}/api/admin/company/${ids.NOWA}/documentation`, { method: 'POST', body: form, headers: h });
      return { status: res.status, body: (await res.json()) as any };
    };
    const notPdf = await upload(admin, 'notatki.docx', 'PK\x03\x04');
    assert.equal(notPdf.status, 422);
    assert.deepEqual(notPdf.body.errors.file, ['Dozwolone są tylko pliki PDF']);
    assert.equal((await upload(admin, 'udaje.pdf', '<html>nie pdf</html>')).status, 422);
    const big = await upload(admin, 'duza.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]));
    assert.equal(big.status, 422);
    assert.deepEqual(big.body.errors.file, ['Plik jest za duży (maksymalnie 20 MB)']);
    assert.equal((await upload(agent, 'obca.pdf', '%PDF-1.4 x')).status, 403);
    const first = await upload(admin, 'dokumentacja.pdf', '%PDF-1.4 pierwsza');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body.data.documentation, { filename: 'dokumentacja.pdf', size: 17 });
    const second = await upload(admin, 'dokumentacja-v2.pdf', '%PDF-1.4 druga wersja');
    assert.equal(second.body.data.documentation.filename, 'dokumentacja-v2.pdf');
    const download = await fetch(`${server.base}/api/admin/company/${ids.NOWA}/documentation`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'application/pdf');
    assert.match(download.headers.get('content-disposition')!, /^attachment; filename=dokumentacja-v2\.pdf$/);
    assert.equal(await download.text(), '%PDF-1.4 druga wersja');
  });

  it('contract health counts this month’s charged time against the package per staff type, as the company report does', async () => {
    const split = await manager.request(
      'PUT',
      `/api/admin/company/${ids.NOWA}`,
      body({
        tag: 'NOWA',
        charging_model: 'split',
        it_time_limit: 120,
        admin_time_limit: 600,
        arrivals_package: true,
        expected_arrivals: 2,
      }),
    );
    assert.equal(split.status, 200, JSON.stringify(split.body));
    const [ticket] = await server.database.db
      .insert(tickets)
      .values({
        companyId: ids.NOWA!,
        fullid: 'NOWA-1',
        subject: 'Serwer',
        body: 'x',
        type: 'accident',
        priority: 'normal',
        category: 'servers',
        status: 'in-progress',
      })
      .returning({ id: tickets.id });
    // Today in the report's time zone, so the entries fall in the month contract health shows.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());
    await server.database.db.insert(timeReports).values([
      { ticketId: ticket!.id, agentId: ids['agent@demo.test']!, day: today, fromHour: '09:00', kind: 'it', minutes: 100, arrival: true },
      { ticketId: ticket!.id, agentId: ids['agent@demo.test']!, day: today, fromHour: '11:00', kind: 'admin', minutes: 30 },
    ]);
    const row = (await admin.get('/api/admin/company?search=Nowa%20Firma')).body.data.find((c: { id: number }) => c.id === ids.NOWA);
    const report = (await admin.get(`/api/admin/company-report/${ids.NOWA}?from=${monthOf(new Date())}&to=${monthOf(new Date())}`)).body
      .data.months[0];
    const bar = (kind: string) => row.health.bars.find((b: { kind: string }) => b.kind === kind);
    assert.equal(bar('it').used, report.hours.per_kind.it.charged_minutes);
    assert.equal(bar('it').package, 120);
    assert.equal(bar('it').percent, Math.floor((report.hours.per_kind.it.charged_minutes * 100) / 120));
    assert.ok(bar('it').percent >= 80);
    assert.equal(bar('hours').package, 720);
    assert.deepEqual([bar('arrivals').used, bar('arrivals').package, bar('arrivals').percent], [1, 2, 50]);
    assert.equal(bar('developer'), undefined, 'no package, no bar');
  });

  it('two schedulers at once send each report once, to the right people, with the figures and an XLSX; the hours-limit e-mail once', async () => {
    const db = server.database.db;
    await db.update(companies).set({ reportVipOnly: true, reportFrequency: 'monthly' }).where(eq(companies.id, ids.ACME!));
    await db.update(users).set({ lang: 'en' }).where(eq(users.email, 'vip@demo.test'));
    await db.insert(users).values({
      kind: 'client',
      firstname: 'Ola',
      lastname: 'Nowa',
      email: 'ola@nowa.test',
      passwordHash: 'x',
      role: 'client',
      companyId: ids.NOWA!,
    });
    // The warning reads the live contract balance (the finance calculation): the package needs a pricing in force.
    await db.insert(companyPricings).values({
      companyId: ids.NOWA!,
      packageHours: 12,
      packagePrice: 1000,
      overtimePrice: 100,
      packageVisits: 2,
      validFrom: '2020-01-01',
    });
    const now = new Date();
    const other = { ...server.app.ctx };
    const [a, b] = await Promise.all([runReportMails(server.app.ctx, now), runReportMails(other, now)]);
    const sent = [...a, ...b];
    const reports = sent.filter((s) => s.kind === 'report');
    const reporting = await db.select({ id: companies.id, frequency: companies.reportFrequency }).from(companies);
    assert.equal(reports.length, reporting.filter((c) => c.frequency !== 'never').length);
    assert.equal(new Set(reports.map((s) => s.companyId)).size, reports.length, 'each company once');
    const runs = await db.select().from(companyMailRuns).where(eq(companyMailRuns.kind, 'report'));
    assert.equal(runs.length, reports.length);
    /** The mails as stored for the transport: subject, text and HTML parts, headers, attachments. */
    const stored = async () => (await db.select().from(outbox).where(eq(outbox.channel, 'mail'))).map((row) => row.payload as StoredMail);
    const acmeMails = (await stored()).filter((m) => /^(Raport firmy|Company report) ACME/i.test(m.subject));
    const vips = await db
      .select({ email: users.email, lang: users.lang })
      .from(users)
      .where(and(eq(users.companyId, ids.ACME!), eq(users.role, 'client-vip')));
    assert.ok(vips.length >= 1);
    assert.deepEqual(acmeMails.map((m) => m.to).sort(), vips.map((v) => v.email).sort(), 'VIPs only');
    // The monthly report of last month, with the figures of the company report module (the staff screen's answer).
    const month = addMonths(monthOf(now), -1);
    const figures = (await admin.get(`/api/admin/company-report/${ids.ACME}?from=${month}&to=${month}`)).body.data.months[0];
    const [acme] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, ids.ACME!));
    const vip = acmeMails.find((m) => m.to === 'vip@demo.test')!;
    assert.equal(vip.subject, `Company report ${acme!.name} — ${monthOf(now)}`);
    assert.match(vip.text, /^Hello Wiktor Prezes,$/m);
    assert.ok(vip.text.includes(`Tickets opened: ${figures.tickets.opened}\n`), vip.text);
    assert.ok(vip.text.includes(`Tickets resolved: ${figures.tickets.resolved}\n`));
    assert.ok(vip.text.includes(`Charged time: ${formatMinutes(figures.hours.charged_minutes)} of `));
    assert.ok(vip.text.includes(`Arrivals: ${figures.arrivals.used} of `));
    assert.ok(vip.text.includes(`First-response SLA met: ${figures.sla.first_response.met} / ${figures.sla.first_response.total}`));
    assert.ok(vip.text.includes(`Resolution SLA met: ${figures.sla.resolution.met} / ${figures.sla.resolution.total}`));
    // ACME shows reports to its VIPs: the mail links to the client company report.
    assert.match(vip.text, /^Open the company report:\nhttp:\/\/[^/]+\/company-report$/m);
    assert.match(vip.html!, /<html lang="en"/);
    assert.ok(vip.html!.includes(`Tickets opened</td><td`));
    assert.equal(vip.headers?.['Auto-Submitted'], 'auto-generated');
    assert.deepEqual(
      vip.attachments?.map((f) => [f.filename, f.contentType]),
      [[`ACME-${month}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']],
    );
    const sheet = XLSX.read(Buffer.from(vip.attachments![0]!.contentBase64, 'base64'));
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    assert.deepEqual(
      rows.find((r) => r[0] === 'Tickets opened'),
      ['Tickets opened', figures.tickets.opened],
    );
    // The hours-limit warning: NOWA's IT package is used up this month (100 min charged as 120 of 120): its people
    // get the 100 % e-mail once, and the 80 % one is settled with it.
    const warnings = sent.filter((s) => s.kind !== 'report' && s.companyId === ids.NOWA);
    assert.deepEqual(
      warnings.map((s) => [s.companyId, s.kind, s.recipients]),
      [[ids.NOWA, 'hours-100', 1]],
    );
    const warning = (await stored()).filter((m) => m.to === 'ola@nowa.test' && /pakietu/.test(m.subject));
    assert.equal(warning.length, 1);
    assert.match(warning[0]!.subject, /100%/);
    assert.match(warning[0]!.text, /^IT: 02:00 z 02:00 \(100%\)$/m);
    assert.match(warning[0]!.html!, /02:00 z 02:00 \(100%\)/);
    assert.equal(
      (
        await db
          .select()
          .from(companyMailRuns)
          .where(and(eq(companyMailRuns.companyId, ids.NOWA!), eq(companyMailRuns.kind, 'hours-80')))
      ).length,
      1,
    );
    assert.deepEqual(await runReportMails(server.app.ctx, now), []);
  });

  it('the report workbook carries the month’s figures in the recipient’s language', async () => {
    const figures = {
      month: '2026-10',
      hours: {
        reported_minutes: 150,
        charged_minutes: 180,
        accepted_minutes: 180,
        pending_minutes: 0,
        package_minutes: 600,
        remaining_minutes: 420,
        over_minutes: 0,
        outside_contract_minutes: 15,
        per_kind: Object.fromEntries(
          ['it', 'admin', 'developer', 'specialist'].map((k) => [
            k,
            {
              reported_minutes: 0,
              charged_minutes: k === 'it' ? 180 : 0,
              accepted_minutes: k === 'it' ? 180 : 0,
              pending_minutes: 0,
              package_minutes: null,
              remaining_minutes: null,
              over_minutes: 0,
            },
          ]),
        ) as never,
      },
      arrivals: { used: 1, accepted: 1, pending: 0, package: 2, remaining: 1, limit: null },
      tickets: { opened: 7, resolved: 5 },
      sla: { first_response: { met: 6, breached: 1, total: 7 }, resolution: { met: 5, breached: 0, total: 5 } },
    };
    const company = { tag: 'ACME' } as never;
    const read = async (lang: 'pl' | 'en') => {
      const book = XLSX.read(await reportWorkbook(company, figures, lang), { cellNF: true });
      return XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
    };
    const pl = await read('pl');
    assert.deepEqual(pl[0], ['Pozycja', 'Wartość']);
    // Times are durations ('[h]:mm', a number of days), staff types by name, the SLA's met and total in rows of their own.
    assert.deepEqual(
      pl.find((r) => r[0] === 'Czas rozliczony'),
      ['Czas rozliczony', '3:00'],
    );
    assert.ok(pl.some((r) => r[0] === 'Czas rozliczony: Administracja'));
    assert.deepEqual(
      pl.find((r) => r[0] === 'SLA pierwszej odpowiedzi: dotrzymane'),
      ['SLA pierwszej odpowiedzi: dotrzymane', '6'],
    );
    const sheet = XLSX.read(await reportWorkbook(company, figures, 'pl'), { cellNF: true }).Sheets.Raport!;
    assert.deepEqual([sheet.B3!.t, sheet.B3!.v, sheet.B3!.z], ['n', 180 / 1440, '[h]:mm']);
    assert.deepEqual(
      (await read('en')).find((r) => r[0] === 'Tickets opened'),
      ['Tickets opened', '7'],
    );
  });

  it('a company change reaches the staff who see it (CompanyUpdated), never the company channel', async () => {
    const seen: { channels: string[]; event: string }[] = [];
    const broadcaster = server.app.ctx.broadcaster;
    const original = broadcaster.publish.bind(broadcaster);
    broadcaster.publish = async (channels, event, payload, except) => {
      seen.push({ channels: [...channels], event });
      return original(channels, event, payload, except);
    };
    try {
      await manager.request('PUT', `/api/admin/company/${ids.NOWA}`, body({ tag: 'NOWA' }));
    } finally {
      broadcaster.publish = original;
    }
    const event = seen.find((s) => s.event === 'App\\Events\\CompanyUpdated');
    assert.ok(event);
    assert.ok(event.channels.includes(`private-App.Models.User.${ids['admin@demo.test']}`));
    assert.ok(!event.channels.includes(`private-App.Models.User.${ids['agent@demo.test']}`), 'an agent not assigned to it');
    assert.ok(event.channels.every((c) => !c.startsWith('private-company.')));
  });
});
