/**
 * The profitability exports: admin only, the very figures of the screens' endpoints, amounts as money, hours as
 * durations, margin and utilisation as percentages, labels in the user's language; CSV in the dialect asked for.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { users } from '../../platform/db/schema';
import { login, startServer, type Client, type TestServer } from '../../test/harness';

describe('profitability exports', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['agent', 'admin', 'manager', 'vip']) as[who] = await login(server.base, `${who}@demo.test`);
  });
  after(() => server.close());

  const download = async (url: string, who = as.admin!) => {
    const res = await fetch(server.base + url, {
      headers: { cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'application/json' },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
  /** Each row's raw cell values (SheetJS's sheet_to_json turns '[h]:mm' numbers into dates). */
  const valuesOf = (sheet: XLSX.WorkSheet): unknown[][] => {
    const range = XLSX.utils.decode_range(sheet['!ref']!);
    const rows: unknown[][] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const row: unknown[] = [];
      for (let c = range.s.c; c <= range.e.c; c++) row.push(sheet[XLSX.utils.encode_cell({ r, c })]?.v ?? null);
      rows.push(row);
    }
    return rows;
  };
  const setLang = (lang: 'pl' | 'en') => server.database.db.update(users).set({ lang }).where(eq(users.email, 'admin@demo.test'));

  it('is for admins only', async () => {
    for (const who of ['agent', 'manager', 'vip'])
      for (const url of ['/api/admin/profitability/export', '/api/admin/agent-profitability/export?format=csv'])
        assert.equal((await download(url, as[who])).status, 403, `${who} ${url}`);
    assert.equal((await download('/api/admin/profitability/export?dialect=fr')).status, 422);
  });

  it('company profitability as XLSX: the screen’s rows, money, percentages and durations that add up', async () => {
    const screen = (await as.admin!.get('/api/admin/profitability?from=2025-12&to=2026-11')).body.data;
    const file = await download('/api/admin/profitability/export?from=2025-12&to=2026-11');
    assert.equal(file.status, 200);
    assert.match(file.type!, /spreadsheetml/);
    assert.match(file.disposition!, /rentownosc-firm-2025-12-2026-11\.xlsx/);
    const book = XLSX.read(file.bytes, { cellNF: true });
    assert.deepEqual(book.SheetNames, ['Rentowność firm', 'Miesiące']);
    const sheet = book.Sheets['Rentowność firm']!;
    const rows = valuesOf(sheet);
    assert.deepEqual(rows[0], ['Firma', 'Przychód', 'Koszt', 'Marża', 'Marża %', 'Godziny sprzedane', 'Godziny wykorzystane']);
    assert.equal(rows.length - 1, screen.companies.length);
    assert.ok(screen.companies.length > 0);
    screen.companies.forEach(
      (
        c: {
          company: { short_name: string };
          revenue: number;
          cost: number;
          margin: number;
          margin_percent: number | null;
          used_minutes: number;
        },
        i: number,
      ) => {
        const r = rows[i + 1]!;
        assert.equal(r[0], c.company.short_name);
        assert.deepEqual([r[1], r[2], r[3]], [c.revenue / 100, c.cost / 100, c.margin / 100]);
        assert.equal(r[4], c.margin_percent === null ? null : c.margin_percent / 100);
        assert.equal(Math.round((r[6] as number) * 1440), c.used_minutes);
      },
    );
    assert.deepEqual([sheet.B2!.t, sheet.B2!.z], ['n', '#,##0.00']);
    assert.equal(sheet.G2!.z, '[h]:mm');
    const withPercent = rows.findIndex((r, i) => i > 0 && r[4] !== null);
    if (withPercent > 0) assert.equal(sheet[`E${withPercent + 1}`]!.z, '0.0%');
    // The months sheet sums to the companies' totals.
    const months = valuesOf(book.Sheets['Miesiące']!).slice(1);
    const used = months.reduce((s: number, r) => s + ((r[8] as number | null) ?? 0), 0);
    assert.equal(
      Math.round(used * 1440),
      screen.companies.reduce((s: number, c: { used_minutes: number }) => s + c.used_minutes, 0),
    );
    assert.match(strFromU8(unzipSync(new Uint8Array(file.bytes))['xl/worksheets/sheet1.xml']!), /<pane ySplit="1"[^>]*state="frozen"\/>/);
  });

  it('agent profitability as CSV: the Polish dialect by default, the English one when asked', async () => {
    const screen = (await as.admin!.get('/api/admin/agent-profitability?from=2025-12&to=2026-11')).body.data;
    const pl = await download('/api/admin/agent-profitability/export?from=2025-12&to=2026-11&format=csv');
    assert.equal(pl.status, 200);
    assert.match(pl.type!, /text\/csv/);
    const plText = pl.bytes.toString('utf8');
    assert.ok(
      plText.startsWith('\uFEFFAgent;Koszt;Rozliczalne;Nadgodziny;Poza umową;Wewnętrzne;Czas oczekiwany;Przychód;Marża;Wykorzystanie\r\n'),
    );
    const plLines = plText.slice(1).trim().split('\r\n').slice(1);
    assert.equal(plLines.length, screen.agents.length);
    const first = screen.agents[0];
    const cells = plLines[0]!.split(';');
    assert.equal(cells[0], first.agent.name);
    assert.equal(cells[1], (first.cost / 100).toFixed(2).replace('.', ','));
    assert.equal(cells[2], `${Math.floor(first.minutes.billable / 60)}:${String(first.minutes.billable % 60).padStart(2, '0')}`);

    await setLang('en');
    const en = await download('/api/admin/agent-profitability/export?from=2025-12&to=2026-11&format=csv');
    const asked = await download('/api/admin/agent-profitability/export?from=2025-12&to=2026-11&format=csv&dialect=pl');
    await setLang('pl');
    const enText = en.bytes.toString('utf8');
    assert.ok(
      enText.startsWith('\uFEFFAgent,Cost,Billable,Overtime,Outside contract,Internal,Expected time,Revenue,Margin,Utilisation\r\n'),
    );
    assert.equal(enText.slice(1).trim().split('\r\n')[1]!.split(',')[1], (first.cost / 100).toFixed(2));
    assert.ok(asked.bytes.toString('utf8').startsWith('\uFEFFAgent;Cost;'), 'English labels, Polish separators');
  });
});
