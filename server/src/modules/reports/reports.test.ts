/** The agent report, the daily report and their exports: hand-computed figures, SQL cross-checks, who sees what. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import {
  agentReportSchema,
  dailyReportSchema,
  exportJobSchema,
  type AgentReport,
  type AgentReportRow,
  type DailyReport,
  type ExportJob,
} from '@helpdesk/shared/resources';
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import { internalTimes, tickets, timeReports, users } from '../../platform/db/schema';
import { login, startServer, type Client, type TestServer } from '../../test/harness';
import type { startExport } from '../exports';
import { agentReportRows, groupRows, presentTotals, totalsAccumulator, type agentReport } from './agent-report';
import type { dailyReport } from './daily-report';

// The presenters return exactly the shared resources (resources-contract.test.ts for the others).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typeLevel: [
  Same<Awaited<ReturnType<typeof agentReport>>, AgentReport>,
  Same<Awaited<ReturnType<typeof dailyReport>>, DailyReport>,
  Same<Awaited<ReturnType<typeof startExport>>, ExportJob>,
] = [true, true, true];
void typeLevel;

describe('agent and daily reports', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  let ticketA: { id: number; fullid: string; companyId: number };
  let ticketB: { id: number; fullid: string; companyId: number };

  // Monday 7 … Sunday 13 March 2033: a week nobody else reports in.
  const week = 'from=2022-03-07&to=2022-03-13';

  before(async () => {
    server = await startServer({ tickets: 40 });
    for (const who of ['client', 'agent', 'admin', 'manager']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    const two = await db
      .select({ id: tickets.id, fullid: tickets.fullid, companyId: tickets.companyId })
      .from(tickets)
      .orderBy(tickets.id)
      .limit(2);
    [ticketA, ticketB] = two as [typeof ticketA, typeof ticketB];
    const agentId = ids['agent@demo.test']!;
    const base = { agentId, fromHour: '09:00', description: '' };
    await db.insert(timeReports).values([
      { ...base, ticketId: ticketA.id, day: '2022-03-07', kind: 'it', minutes: 20 },
      { ...base, ticketId: ticketB.id, day: '2022-03-07', kind: 'admin', minutes: 25, fromHour: '10:00' },
      { ...base, ticketId: ticketA.id, day: '2022-03-08', kind: 'it', minutes: 61 },
      { ...base, ticketId: ticketA.id, day: '2022-03-09', kind: 'it', minutes: 60, overtime: 50 },
      { ...base, ticketId: ticketA.id, day: '2022-03-10', kind: 'developer', minutes: 30, outsideContract: true },
      { ...base, ticketId: ticketB.id, day: '2022-03-11', kind: 'it', minutes: 600, rejectedAt: new Date(), rejectReason: 'nie' },
      { ...base, ticketId: ticketA.id, day: '2022-03-12', kind: 'it', minutes: 30, overtime: 100 },
      { ...base, ticketId: ticketB.id, day: '2022-03-13', kind: 'it', minutes: 45, overtime: 150, outsideContract: true },
      { ...base, agentId: ids['admin@demo.test']!, ticketId: ticketA.id, day: '2022-03-07', kind: 'it', minutes: 10 },
    ]);
    await db.insert(internalTimes).values({ agentId, day: '2022-03-07', minutes: 30, category: 'meeting' });
    // The agent's tickets of Monday 7 March in Poland: created 11:00 Warsaw, resolved 00:30 Warsaw (23:30 UTC the day before);
    // one resolved at 00:30 on Tuesday (23:30 UTC on Monday) belongs to Tuesday.
    const [c1, c2, c3] = await db.select({ id: tickets.id }).from(tickets).orderBy(tickets.id).offset(2).limit(3);
    await db
      .update(tickets)
      .set({ assigneeId: agentId, createdAt: new Date('2022-03-07T10:00:00Z') })
      .where(eq(tickets.id, c1!.id));
    await db
      .update(tickets)
      .set({ assigneeId: agentId, status: 'resolved', resolvedAt: new Date('2022-03-06T23:30:00Z') })
      .where(eq(tickets.id, c2!.id));
    await db
      .update(tickets)
      .set({ assigneeId: agentId, status: 'resolved', resolvedAt: new Date('2022-03-07T23:30:00Z') })
      .where(eq(tickets.id, c3!.id));
  });
  after(async () => {
    await server.close();
  });

  it('lists the week’s time reports with the spec’s columns, daily ceilings, 50/100/150 % overtime and outside-contract time', async () => {
    const res = await as.admin!.get(`/api/admin/reports/agent?agent_id=${ids['agent@demo.test']}&${week}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const r = res.body.data;
    agentReportSchema.parse(r);
    assert.deepEqual(r.agent, { id: ids['agent@demo.test'], name: 'Artur Agent' });
    const rows = r.rows.map((x: any) => [
      x.day,
      x.ticket.fullid,
      x.from_hour,
      x.kind,
      x.minutes,
      x.normal_minutes,
      x.overtime_minutes,
      x.overtime_percent,
      x.outside_contract_minutes,
      x.day_total_minutes,
      x.first_of_day,
    ]);
    assert.deepEqual(rows, [
      ['2022-03-07', ticketA.fullid, '09:00', 'it', 20, 20, 0, 0, 0, 60, true],
      ['2022-03-07', ticketB.fullid, '10:00', 'admin', 25, 25, 0, 0, 0, 60, false],
      ['2022-03-08', ticketA.fullid, '09:00', 'it', 61, 61, 0, 0, 0, 120, true],
      ['2022-03-09', ticketA.fullid, '09:00', 'it', 60, 0, 60, 50, 0, 60, true],
      ['2022-03-10', ticketA.fullid, '09:00', 'developer', 30, 30, 0, 0, 30, 60, true],
      ['2022-03-12', ticketA.fullid, '09:00', 'it', 30, 0, 30, 100, 0, 60, true],
      ['2022-03-13', ticketB.fullid, '09:00', 'it', 45, 0, 45, 150, 45, 60, true],
    ]);
    assert.equal(r.rows[0].agent.name, 'Artur Agent');
    assert.ok(r.rows[0].status);
    // 271 min reported; normal 136; overtime weighted 60×1.5 + 30×2 + 45×2.5; charged 60+120+60+60+60+60 (rejected Friday left out).
    assert.deepEqual(r.totals, {
      minutes: 271,
      normal_minutes: 136,
      overtime_minutes: { 50: 60, 100: 30, 150: 45 },
      weighted_minutes: 136 + 90 + 60 + 112.5,
      outside_contract_minutes: 75,
      charged_minutes: 420,
    });
  });

  it('reads the same rows and day totals in keyset batches of any size (whole agent-days per batch)', async () => {
    const all = async (batch: number) => {
      const rows: AgentReportRow[] = [];
      for await (const part of agentReportRows(server.database.db, undefined, '2022-03-07', '2022-03-13', batch)) {
        // A batch never ends inside an agent's day: the next one starts another.
        const previous = rows.at(-1);
        if (previous) assert.ok(previous.day !== part[0]!.day || previous.agent.id !== part[0]!.agent.id, `batch of ${batch} split a day`);
        rows.push(...part);
      }
      return rows;
    };
    const whole = await all(5000);
    assert.equal(whole.length, 8);
    for (const size of [1, 2, 3]) assert.deepEqual(await all(size), whole, `batches of ${size}`);
    // Monday: the admin's 10 minutes and the agent's 45 are each their own hour.
    assert.deepEqual(
      whole.filter((r) => r.day === '2022-03-07').map((r) => [r.agent.id, r.minutes, r.day_total_minutes, r.first_of_day]),
      [
        [ids['admin@demo.test'], 10, 60, true],
        [ids['agent@demo.test'], 20, 60, true],
        [ids['agent@demo.test'], 25, 60, false],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('pages the rows and the groups, each page with the whole period’s totals: the figures the export streams', async () => {
    const streamed: AgentReportRow[] = [];
    for await (const part of agentReportRows(server.database.db, undefined, '2022-03-07', '2022-03-13')) streamed.push(...part);
    const acc = totalsAccumulator();
    streamed.forEach((r) => acc.add(r));
    const totals = presentTotals(acc.totals);
    const everyPage = async (view: string, perPage: number) => {
      const seen: AgentReport[] = [];
      for (let page = 1; ; page++) {
        const res = await as.manager!.get(`/api/admin/reports/agent?${week}&view=${view}&per_page=${perPage}&page=${page}`);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const r = agentReportSchema.parse(res.body.data);
        assert.deepEqual(r.totals, totals, `${view}, page ${page} of ${perPage}`);
        assert.equal(r.meta.current_page, page);
        assert.equal(r.meta.per_page, perPage);
        seen.push(r);
        if (page >= r.meta.last_page) return seen;
      }
    };
    for (const perPage of [1, 3, 100]) {
      const pages = await everyPage('entries', perPage);
      assert.deepEqual(
        pages.flatMap((p) => p.rows),
        streamed,
        `rows in pages of ${perPage}`,
      );
      assert.equal(pages[0]!.meta.total, streamed.length);
      assert.equal(pages.length, Math.ceil(streamed.length / perPage));
      for (const view of ['tickets', 'companies'] as const) {
        const groups = (await everyPage(view, perPage)).flatMap((p) => p.groups);
        assert.deepEqual(groups, groupRows(streamed, view), `${view} in pages of ${perPage}`);
      }
    }
    // Past the last page: no rows, the same totals.
    const beyond = (await as.manager!.get(`/api/admin/reports/agent?${week}&per_page=100&page=9`)).body.data;
    assert.deepEqual([beyond.rows, beyond.meta.total, beyond.totals], [[], streamed.length, totals]);
    const beyondGroups = (await as.manager!.get(`/api/admin/reports/agent?${week}&view=companies&per_page=100&page=9`)).body.data;
    assert.deepEqual([beyondGroups.groups, beyondGroups.totals], [[], totals]);
    assert.equal((await as.manager!.get(`/api/admin/reports/agent?${week}&per_page=101`)).status, 422);
  });

  it('gives per-ticket and per-company totals of the same time', async () => {
    const byTicket = (await as.admin!.get(`/api/admin/reports/agent?agent_id=${ids['agent@demo.test']}&${week}&view=tickets`)).body.data;
    assert.deepEqual(byTicket.rows, []);
    agentReportSchema.parse(byTicket);
    const a = byTicket.groups.find((g: any) => g.ticket.id === ticketA.id);
    const b = byTicket.groups.find((g: any) => g.ticket.id === ticketB.id);
    assert.equal(a.entries, 5);
    assert.equal(a.totals.minutes, 20 + 61 + 60 + 30 + 30);
    assert.equal(a.totals.charged_minutes, 60 + 120 + 60 + 60 + 60);
    assert.equal(b.totals.minutes, 25 + 45);
    assert.equal(b.totals.charged_minutes, 120);
    assert.equal(byTicket.totals.minutes, 271);
    const byCompany = (await as.admin!.get(`/api/admin/reports/agent?agent_id=${ids['agent@demo.test']}&${week}&view=companies`)).body.data;
    assert.equal(
      byCompany.groups.reduce((s: number, g: any) => s + g.totals.minutes, 0),
      271,
    );
  });

  it('shows an agent only itself, everyone to admins and managers, nothing to clients', async () => {
    const own = await as.agent!.get(`/api/admin/reports/agent?${week}`);
    assert.equal(own.status, 200);
    assert.equal(own.body.data.agent.id, ids['agent@demo.test']);
    assert.ok(own.body.data.rows.every((x: any) => x.agent.id === ids['agent@demo.test']));
    assert.equal((await as.agent!.get(`/api/admin/reports/agent?agent_id=${ids['admin@demo.test']}&${week}`)).status, 403);
    const all = (await as.manager!.get(`/api/admin/reports/agent?${week}`)).body.data;
    assert.equal(all.agent, null);
    assert.equal(all.totals.minutes, 281);
    assert.equal(all.totals.charged_minutes, 480, 'the admin’s 10 minutes are its own charged hour');
    assert.equal((await as.client!.get(`/api/admin/reports/agent?${week}`)).status, 403);
    assert.equal((await as.client!.get('/api/admin/reports/daily?day=2022-03-07')).status, 403);
    assert.equal(
      (
        await as.client!.post('/api/admin/reports/exports', {
          report: 'agent',
          format: 'csv',
          query: { from: '2022-03-07', to: '2022-03-13' },
        })
      ).status,
      403,
    );
  });

  it('refuses bad periods with field messages in the user’s language', async () => {
    const reversed = await as.admin!.get('/api/admin/reports/agent?from=2022-03-13&to=2022-03-07');
    assert.equal(reversed.status, 422);
    assert.ok(reversed.body.errors.to);
    const long = await as.admin!.get('/api/admin/reports/agent?from=2021-01-01&to=2022-03-07');
    assert.equal(long.status, 422);
    assert.deepEqual(long.body.errors.to, ['Okres raportu może mieć najwyżej 366 dni']);
    assert.equal((await as.admin!.get('/api/admin/reports/daily?day=2022-02-30')).status, 422);
  });

  it('gives the daily figures of each agent and company as hand-written SQL counts them', async () => {
    const db = server.database.db;
    const agentId = ids['agent@demo.test']!;
    const res = await as.admin!.get('/api/admin/reports/daily?day=2022-03-07');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const d = res.body.data;
    dailyReportSchema.parse(d);
    const me = d.agents.find((a: any) => a.agent.id === agentId);
    assert.deepEqual(me.per_kind, { it: 20, admin: 25, developer: 0, specialist: 0, internal: 30 });
    assert.equal(me.reported_minutes, 75);
    assert.equal(me.expected_minutes, 480);
    assert.equal(me.missing_minutes, 405);
    assert.equal(me.on_leave, false);
    assert.equal(me.tickets_worked, 2);
    const count = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as any).rows[0].n);
    const created = await count(
      sql`select count(*) as n from tickets where assignee_id = ${agentId} and deleted_at is null and (created_at at time zone 'Europe/Warsaw')::date = '2022-03-07'`,
    );
    const resolved = await count(
      sql`select count(*) as n from tickets where assignee_id = ${agentId} and deleted_at is null and status = 'resolved' and (resolved_at at time zone 'Europe/Warsaw')::date = '2022-03-07'`,
    );
    assert.equal(created, 1);
    assert.equal(resolved, 1, 'resolved 23:30 UTC on Monday is Tuesday in Poland');
    assert.equal(me.tickets_new, created);
    assert.equal(me.tickets_resolved, resolved);
    const perCompany = (
      (await db.execute(
        sql`select t.company_id as id, sum(r.minutes)::int as m from time_reports r join tickets t on t.id = r.ticket_id where r.day = '2022-03-07' and r.rejected_at is null group by t.company_id`,
      )) as any
    ).rows as { id: number; m: number }[];
    assert.deepEqual(d.companies.map((c: any) => [c.company.id, c.minutes]).sort(), perCompany.map((c) => [c.id, c.m]).sort());
    for (const c of d.companies) assert.equal(c.charged_minutes % 60, 0);
    const admin = d.agents.find((a: any) => a.agent.id === ids['admin@demo.test']);
    assert.equal(admin.reported_minutes, 10);
    // An agent sees its own line only.
    const own = (await as.agent!.get('/api/admin/reports/daily?day=2022-03-07')).body.data;
    assert.deepEqual(
      own.agents.map((a: any) => a.agent.id),
      [agentId],
    );
  });

  async function download(client: Client, url: string): Promise<Buffer> {
    const res = await fetch(client.base + '/api' + url, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(res.status, 200);
    return Buffer.from(await res.arrayBuffer());
  }

  async function finished(client: Client, job: any) {
    for (let i = 0; i < 200 && job.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      job = (await client.get(`/api/admin/exports/${job.id}`)).body.data;
    }
    assert.equal(job.status, 'done');
    exportJobSchema.parse(job);
    return job;
  }

  it('exports the agent report as XLSX and CSV whose rows and totals are the screen’s', async () => {
    const query = { agent_id: ids['agent@demo.test'], from: '2022-03-07', to: '2022-03-13' };
    const start = await as.admin!.post('/api/admin/reports/exports', { report: 'agent', format: 'xlsx', query });
    assert.equal(start.status, 202, JSON.stringify(start.body));
    const job = await finished(as.admin!, start.body.data);
    assert.equal(job.progress, 1);
    assert.equal(job.rows, 7 + 1);
    assert.equal(job.file_name, 'raport-agenta-2022-03-07-2022-03-13.xlsx');
    const bytes = await download(as.admin!, job.download_url);
    const wb = XLSX.read(bytes, { cellNF: true });
    const sheet = wb.Sheets[wb.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '', raw: false });
    assert.deepEqual(rows[0], [
      'Data',
      'Zgłoszenie',
      'Status',
      'Rozpoczęcie pracy',
      'Konsultant',
      'Typ',
      'Czas',
      'Godziny normalne',
      'Nadgodziny',
      'Stawka nadgodzin',
      'Poza umową',
      'Suma dnia',
    ]);
    // The overtime and its rate in two columns; durations, dates and rates are numbers a spreadsheet adds up.
    assert.deepEqual(rows[4]!.slice(6), ['1:00', '0:00', '1:00', '50%', '0:00', '1:00']);
    assert.deepEqual([sheet.A2!.t, sheet.A2!.z, sheet.A2!.w], ['n', 'yyyy-mm-dd', '2022-03-07']);
    assert.deepEqual([sheet.G5!.t, sheet.G5!.z, sheet.G5!.v], ['n', '[h]:mm', 60 / 1440]);
    assert.deepEqual([sheet.J5!.t, sheet.J5!.z, sheet.J5!.v], ['n', '0%', 0.5]);
    // Totals: 271 min, normal 136, overtime 135, outside 75, charged 420.
    assert.deepEqual(rows.at(-1), ['Razem', '', '', '', '', '', '4:31', '2:16', '2:15', '', '1:15', '7:00']);
    const last = rows.length;
    for (const column of ['G', 'H', 'I', 'K']) {
      let sum = 0;
      for (let r = 2; r < last; r++) sum += (sheet[`${column}${r}`]?.v as number | undefined) ?? 0;
      assert.equal(Math.round(sum * 1440), Math.round((sheet[`${column}${last}`]!.v as number) * 1440), `SUM(${column}) is the total`);
    }
    assert.match(strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']!), /<pane ySplit="1"[^>]*state="frozen"\/>/);

    // Someone else's job does not exist for them.
    assert.equal((await as.manager!.get(`/api/admin/exports/${job.id}`)).status, 404);
    assert.equal((await as.manager!.get(`/api/admin/exports/${job.id}/file`)).status, 404);

    // The file speaks the user's language.
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['admin@demo.test']!));
    const csv = await finished(
      as.admin!,
      (await as.admin!.post('/api/admin/reports/exports', { report: 'agent', format: 'csv', query: { ...query, view: 'companies' } })).body
        .data,
    );
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['admin@demo.test']!));
    const text = (await download(as.admin!, csv.download_url)).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'Company,Entries,Time,Normal hours,Overtime,Outside contract,Charged');
    assert.equal(lines.at(-1), 'Total,7,4:31,2:16,2:15,1:15,' + lines.at(-1)!.split(',').at(-1));

    // The dialect asked for wins over the language: Polish separators for the English user.
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['admin@demo.test']!));
    const polish = await finished(
      as.admin!,
      (
        await as.admin!.post('/api/admin/reports/exports', {
          report: 'agent',
          format: 'csv',
          dialect: 'pl',
          query: { ...query, view: 'companies' },
        })
      ).body.data,
    );
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['admin@demo.test']!));
    const plText = (await download(as.admin!, polish.download_url)).toString('utf8');
    assert.ok(plText.startsWith('\uFEFF'));
    assert.equal(plText.trim().split('\r\n')[0], 'Company;Entries;Time;Normal hours;Overtime;Outside contract;Charged');
    assert.match(plText.trim().split('\r\n').at(-1)!, /^Total;7;4:31;2:16;2:15;1:15;\d+:\d\d$/);
    const wrong = await as.admin!.post('/api/admin/reports/exports', { report: 'agent', format: 'csv', dialect: 'de', query });
    assert.equal(wrong.status, 422);
  });

  it('exports the daily report with the screen’s figures', async () => {
    const job = await finished(
      as.admin!,
      (await as.admin!.post('/api/admin/reports/exports', { report: 'daily', format: 'xlsx', query: { day: '2022-03-07' } })).body.data,
    );
    const wb = XLSX.read(await download(as.admin!, job.download_url), { cellNF: true });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, defval: '', raw: false });
    const me = rows.find((r) => r[0] === 'Artur Agent')!;
    assert.deepEqual(me, ['Artur Agent', '8:00', 'nie', '8:00', '1:15', '0:20', '0:25', '0:00', '0:00', '0:30', '6:45', '2', '1', '1']);
    // The companies' table is a sheet of its own, its durations real durations too.
    assert.equal(wb.SheetNames[1], 'Firma');
    assert.equal(wb.Sheets.Firma!.B2?.z, '[h]:mm');
    assert.deepEqual(rows[0]!.slice(5, 9), ['IT', 'Administracja', 'Programista', 'Specjalista']);

    // In English the kinds are named as on the screens (the shared vocabulary), the statuses of the entries too.
    await server.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, ids['admin@demo.test']!));
    const english = await finished(
      as.admin!,
      (await as.admin!.post('/api/admin/reports/exports', { report: 'daily', format: 'csv', query: { day: '2022-03-07' } })).body.data,
    );
    const entries = await finished(
      as.admin!,
      (
        await as.admin!.post('/api/admin/reports/exports', {
          report: 'agent',
          format: 'xlsx',
          query: { agent_id: ids['agent@demo.test'], from: '2022-03-07', to: '2022-03-13' },
        })
      ).body.data,
    );
    await server.database.db.update(users).set({ lang: 'pl' }).where(eq(users.id, ids['admin@demo.test']!));
    const header = (await download(as.admin!, english.download_url))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
    assert.equal(
      header,
      'Agent,Time scope,Away,Expected,Reported,IT,Administration,Developer,Specialist,Internal time,Missing,Tickets,New,Resolved',
    );
    const book = XLSX.read(await download(as.admin!, entries.download_url));
    const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '', raw: false }).slice(1, -1);
    assert.ok(lines.length > 0);
    for (const line of lines) {
      assert.ok(Object.values(VOCABULARY.en.ticketStatus).includes(line[2]!), line[2]);
      assert.ok(Object.values(VOCABULARY.en.timeReportKind).includes(line[5]!), line[5]);
    }
  });
});
