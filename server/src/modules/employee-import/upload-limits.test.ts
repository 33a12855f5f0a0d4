/**
 * Issue 35 item 2: nothing stalls the server for others. A 480 KB workbook whose sheet unpacks to 480 MB, sent to the
 * employee and the device import, is refused with 422 while another client polls /health over real HTTP: no answer is held
 * (test/health-probe.ts). Past the unpacked limit it is refused from the zip's directory; allowed through, it is read on the CPU
 * pool and stopped at the time budget, and the pool goes on serving the next upload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { companies } from '../../platform/db/schema';
import { warmSheetReading } from '../../platform/cpu-work/sheets';
import { type Client, login, startServer, type TestServer } from '../../test/harness';
import { healthWhile, STALL_MS } from '../../test/health-probe';
import { sheetBomb } from '../../test/sheet-bomb';

/** An upload as `who`, answered in their language (set with /api/profile/set-lang). */
async function upload(server: TestServer, who: Client, url: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    body: form,
    headers: {
      'x-xsrf-token': decodeURIComponent(who.cookies.get('XSRF-TOKEN')!),
      cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      accept: 'application/json',
    },
  });
  return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string[]> } };
}

const people = (): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Imię', 'Nazwisko', 'E-mail'],
      ['Anna', 'Zawada', 'anna.zawada@budex.test'],
    ]),
    'Arkusz1',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

async function companyId(server: TestServer): Promise<number> {
  const [company] = await server.database.db.select({ id: companies.id }).from(companies).limit(1);
  return company!.id;
}

// The CPU pool's budget is the process's (the last app built sets it): these suites run one after the other.
describe('an upload bomb past the unpacked limit', () => {
  let server: TestServer;
  let admin: Client;
  const bomb = sheetBomb(480);
  before(async () => {
    server = await startServer({ tickets: 5 });
    admin = await login(server.base, 'admin@demo.test');
    await warmSheetReading(); // as main.ts does at start
  });
  after(async () => server.close());

  it('is refused from its central directory by the employee and the device import, /health never held', async (t) => {
    assert.ok(bomb.length < 600_000, `the bomb is ${bomb.length} bytes packed`);
    const company = await companyId(server);
    const answers: Awaited<ReturnType<typeof upload>>[] = [];
    const health = await healthWhile(server, async () => {
      answers.push(await upload(server, admin, `/api/admin/company/${company}/employee-import`, bomb, 'pracownicy.xlsx'));
      assert.equal((await admin.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
      answers.push(await upload(server, admin, `/api/admin/asset/import?company_id=${company}`, bomb, 'devices.xlsx'));
    });
    assert.deepEqual(
      answers.map((a) => [a.status, a.body.errors?.file]),
      [
        [422, ['Arkusz po rozpakowaniu może mieć najwyżej 100 MB (ten ma 481 MB)']],
        [422, ['The spreadsheet may be at most 100 MB unpacked (this one is 481 MB)']],
      ],
    );
    t.diagnostic(`/health p99 ${health.p99.toFixed(1)} ms, slowest ${health.max.toFixed(1)} ms over ${health.samples} requests`);
    assert.ok(health.samples >= 5, `${health.samples} health samples`);
    assert.ok(health.max < STALL_MS, `/health held ${health.max.toFixed(1)} ms`);
  });
});

describe('an upload bomb let past the unpacked limit', () => {
  let server: TestServer;
  let admin: Client;
  const bomb = sheetBomb(480);
  before(async () => {
    server = await startServer({ tickets: 5, env: { IMPORT_MAX_UNPACKED_MB: '1000', CPU_TASK_TIMEOUT_MS: '2000' } });
    admin = await login(server.base, 'admin@demo.test');
    assert.equal((await admin.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
  });
  after(async () => server.close());

  it('is read off the request thread and stopped at the time budget (422), /health never held; the next file is read', async (t) => {
    const company = await companyId(server);
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    const health = await healthWhile(server, async () => {
      answer = await upload(server, admin, `/api/admin/company/${company}/employee-import`, bomb, 'employees.xlsx');
    });
    assert.equal(answer?.status, 422);
    assert.deepEqual(answer?.body.errors?.file, ['Reading the spreadsheet took longer than 2 s — split the file into smaller ones']);
    t.diagnostic(`/health p99 ${health.p99.toFixed(1)} ms, slowest ${health.max.toFixed(1)} ms over ${health.samples} requests`);
    assert.ok(health.samples >= 5, `${health.samples} health samples`);
    assert.ok(health.max < STALL_MS, `/health held ${health.max.toFixed(1)} ms`);

    const next = await upload(server, admin, `/api/admin/company/${company}/employee-import`, people(), 'employees.xlsx');
    assert.equal(next.status, 201, JSON.stringify(next.body));
  });
});
