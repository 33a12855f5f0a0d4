/** Issue 14 item 4: the employee spreadsheet import — preview kept on the server, all-or-nothing confirm. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { and, eq, isNull } from 'drizzle-orm';
import { importPreviewSchema } from '@helpdesk/shared/resources';
import { IMPORT_MAX_ROWS } from '@helpdesk/shared/schemas';
import { companies, companyAgents, employeeImports, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

type Line = (string | number)[];

const xlsx = (lines: Line[], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(lines), 'Pracownicy');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
};

const people = (n: number, domain: string, from = 0): Line[] =>
  Array.from({ length: n }, (_, i) => [`Imię${from + i}`, `Nazwisko${from + i}`, `osoba${from + i}@${domain}`, 'Specjalista', 'Gdańsk']);

describe('employee import', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};
  let outside = 0;

  before(async () => {
    server = await startServer({ tickets: 5 });
    for (const who of ['client', 'vip', 'agent', 'admin']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
    const assigned = (
      await db.select({ id: companyAgents.companyId }).from(companyAgents).where(eq(companyAgents.agentId, ids['agent@demo.test']!))
    ).map((r) => r.id);
    outside = Object.entries(ids).find(([key, id]) => /^[A-Z]+$/.test(key) && !assigned.includes(id))![1];
  });
  after(async () => server.close());

  const base = (companyId: number) => `/api/admin/company/${companyId}/employee-import`;

  async function upload(who: Client, companyId: number, bytes: Buffer, name = 'pracownicy.xlsx', query = '') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = {
      'x-xsrf-token': decodeURIComponent(who.cookies.get('XSRF-TOKEN')!),
      cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      accept: 'application/json',
    };
    if (who.lang) headers['accept-language'] = who.lang;
    const res = await fetch(`${server.base}${base(companyId)}${query}`, { method: 'POST', body: form, headers });
    return { status: res.status, body: (await res.json()) as any };
  }

  const peopleOf = (companyId: number) =>
    server.database.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.kind, 'client'), isNull(users.deletedAt)));

  it('previews a file: headers mapped, per-row status with reasons, kept on the server across a reload', async () => {
    const file = xlsx([
      ['Imię', 'Nazwisko', 'E-mail', 'Stanowisko', 'Miasto'],
      ...people(3, 'budex.test'),
      ['Bez', 'Adresu', '', '', ''],
      ['Zły', 'Adres', 'nie-email', '', ''],
      ['Celina', 'Klient', 'client@demo.test', '', ''],
    ]);
    const res = await upload(as.admin!, ids.BUDX!, file);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const parsed = importPreviewSchema.safeParse(res.body.data);
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
    const preview = res.body.data;
    assert.deepEqual(preview.mapping, {
      firstname: 'Imię',
      lastname: 'Nazwisko',
      email: 'E-mail',
      additional_email: null,
      job_position: 'Stanowisko',
      phone: null,
      role: null,
      city: 'Miasto',
      lang: null,
    });
    assert.deepEqual(preview.counts, { total: 6, new: 3, update: 0, unchanged: 0, error: 3 });
    const errors = preview.rows.filter((r: { status: string }) => r.status === 'error');
    assert.deepEqual(
      errors.map((r: { row: number }) => r.row),
      [5, 6, 7],
    );
    assert.match(errors[0].errors[0].message, /E-mail.*wymagane/);
    assert.match(errors[1].errors[0].message, /Nieprawidłowy adres e-mail/);
    assert.match(errors[2].errors[0].message, /spoza tej firmy/, 'an address of another company is not taken over');

    const reloaded = await as.admin!.get(`${base(ids.BUDX!)}?status=error`);
    assert.equal(reloaded.body.data.id, preview.id);
    assert.deepEqual(
      reloaded.body.data.rows.map((r: { row: number }) => r.row),
      [5, 6, 7],
    );
  });

  it('imports nothing when one row is bad: "Employees import error!" with the rows at fault and their file', async () => {
    const before = (await peopleOf(ids.BUDX!)).length;
    const current = await as.admin!.get(base(ids.BUDX!));
    const id = current.body.data.id as number;
    const confirm = await as.admin!.post(`${base(ids.BUDX!)}/${id}/confirm`);
    assert.equal(confirm.status, 422);
    assert.match(confirm.body.message, /^Błąd importu pracowników! Wierszy z błędami: 3 \(wiersze 5, 6, 7\)/);
    assert.deepEqual(confirm.body.errors.confirm, [
      'Wierszy z błędami: 3 (wiersze 5, 6, 7). Import jest możliwy, gdy żaden wiersz nie ma błędu — popraw plik i wczytaj go ponownie.',
    ]);
    assert.deepEqual(
      confirm.body.rows.map((r: { row: number }) => r.row),
      [5, 6, 7],
    );
    assert.equal((await peopleOf(ids.BUDX!)).length, before, 'no row was written');

    const res = await fetch(`${server.base}${base(ids.BUDX!)}/${id}/errors`, {
      headers: { cookie: [...as.admin!.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    assert.equal(res.status, 200);
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    assert.deepEqual(lines[0], ['Imię', 'Nazwisko', 'E-mail', 'Stanowisko', 'Miasto', 'Wiersz', 'Błąd']);
    assert.deepEqual(
      lines.slice(1).map((l) => String(l[5])),
      ['5', '6', '7'],
    );
    // The preview stays for the fix.
    assert.equal((await as.admin!.get(base(ids.BUDX!))).body.data.id, id);
  });

  it('imports a fixed file in one go, updates people matched by e-mail, and a second import of the same file changes nothing', async () => {
    const lines: Line[] = [['Imię', 'Nazwisko', 'E-mail', 'Stanowisko', 'Miasto'], ...people(20, 'budex.test')];
    const first = await upload(as.admin!, ids.BUDX!, xlsx(lines));
    assert.deepEqual(first.body.data.counts, { total: 20, new: 20, update: 0, unchanged: 0, error: 0 });
    assert.equal(
      (await server.database.db.select().from(employeeImports).where(eq(employeeImports.companyId, ids.BUDX!))).length,
      1,
      'the new upload replaced the old preview',
    );
    const done = await as.admin!.post(`${base(ids.BUDX!)}/${first.body.data.id}/confirm`);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body.data, { created: 20, updated: 0, unchanged: 0 });
    const stored = (await peopleOf(ids.BUDX!)).filter((u) => u.email.endsWith('@budex.test') && u.email.startsWith('osoba'));
    assert.equal(stored.length, 20);
    assert.equal(stored.find((u) => u.email === 'osoba7@budex.test')?.jobPosition, 'Specjalista');
    assert.equal((await as.admin!.get(base(ids.BUDX!))).body.data, null, 'the preview is gone');

    const again = await upload(as.admin!, ids.BUDX!, xlsx(lines));
    assert.deepEqual(again.body.data.counts, { total: 20, new: 0, update: 0, unchanged: 20, error: 0 });
    const changed = lines.map((l, i) => (i === 3 ? [l[0]!, l[1]!, String(l[2]).toUpperCase(), 'Kierownik', 'Sopot'] : l));
    const third = await upload(as.admin!, ids.BUDX!, xlsx(changed));
    assert.deepEqual(third.body.data.counts, { total: 20, new: 0, update: 1, unchanged: 19, error: 0 });
    const update = third.body.data.rows.find((r: { status: string }) => r.status === 'update');
    assert.deepEqual(update.changes, ['job_position', 'city']);
    const confirmed = await as.admin!.post(`${base(ids.BUDX!)}/${third.body.data.id}/confirm`);
    assert.deepEqual(confirmed.body.data, { created: 0, updated: 1, unchanged: 19 });
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'osoba2@budex.test'));
    assert.equal(row!.jobPosition, 'Kierownik');
    assert.equal(row!.city, 'Sopot');
    assert.equal(row!.companyId, ids.BUDX);
  });

  it('judges again at confirm: an address taken since the preview refuses the whole file', async () => {
    const lines: Line[] = [['firstname', 'lastname', 'email'], ...people(5, 'tran.test').map((l) => l.slice(0, 3))];
    const previewed = await upload(as.admin!, ids.TRAN!, xlsx(lines));
    assert.equal(previewed.body.data.counts.new, 5);
    const elsewhere = await as.admin!.post('/api/admin/client', {
      firstname: 'Ktoś',
      lastname: 'Inny',
      email: 'osoba3@tran.test',
      role: 'client',
      lang: 'pl',
      company_id: ids.ACME,
    });
    assert.equal(elsewhere.status, 201);
    const confirm = await as.admin!.post(`${base(ids.TRAN!)}/${previewed.body.data.id}/confirm`);
    assert.equal(confirm.status, 422);
    assert.deepEqual(
      confirm.body.rows.map((r: { row: number }) => r.row),
      [5],
    );
    assert.equal(
      (await peopleOf(ids.TRAN!)).filter((u) => u.email.endsWith('@tran.test') && u.email.startsWith('osoba')).length,
      0,
      'none of the other four',
    );
  });

  it('remembers the confirmed header mapping for the company’s next file', async () => {
    const lines: Line[] = [
      ['Kolumna A', 'Kolumna B', 'Poczta', 'Funkcja'],
      ['Anna', 'Zięba', 'anna.zieba@medicus.test', 'Recepcja'],
    ];
    const first = await upload(as.agent!, ids.KLIN!, xlsx(lines));
    assert.equal(first.body.data.mapping.email, null);
    assert.equal(first.body.data.counts.error, 1);
    const id = first.body.data.id as number;
    const refused = await as.agent!.request('PUT', `${base(ids.KLIN!)}/${id}/mapping`, { mapping: { email: 'Nie ma takiej' } });
    assert.equal(refused.status, 422);
    const mapped = await as.agent!.request('PUT', `${base(ids.KLIN!)}/${id}/mapping`, {
      mapping: { firstname: 'Kolumna A', lastname: 'Kolumna B', email: 'Poczta', job_position: 'Funkcja' },
    });
    assert.equal(mapped.status, 200, JSON.stringify(mapped.body));
    assert.deepEqual(mapped.body.data.counts, { total: 1, new: 1, update: 0, unchanged: 0, error: 0 });
    assert.equal((await as.agent!.post(`${base(ids.KLIN!)}/${id}/confirm`)).status, 200);

    const next = await upload(as.agent!, ids.KLIN!, xlsx([...lines, ['Piotr', 'Wrona', 'piotr.wrona@medicus.test', 'Lekarz']]));
    assert.deepEqual(next.body.data.mapping, {
      firstname: 'Kolumna A',
      lastname: 'Kolumna B',
      email: 'Poczta',
      additional_email: null,
      job_position: 'Funkcja',
      phone: null,
      role: null,
      city: null,
      lang: null,
    });
    assert.deepEqual(next.body.data.counts, { total: 2, new: 1, update: 0, unchanged: 1, error: 0 });
  });

  it('reads .csv and .xls, and refuses a wrong type, an empty file, too many rows and too big a file with 422', async () => {
    const csv = Buffer.from('\uFEFFfirstname;lastname;email;role\nEwa;Lis;ewa.lis@budex.test;client-vip\n', 'utf8');
    const fromCsv = await upload(as.admin!, ids.BUDX!, csv, 'lista.csv');
    assert.equal(fromCsv.status, 201, JSON.stringify(fromCsv.body));
    assert.deepEqual(fromCsv.body.data.rows[0].values, {
      firstname: 'Ewa',
      lastname: 'Lis',
      email: 'ewa.lis@budex.test',
      role: 'client-vip',
    });
    const fromXls = await upload(
      as.admin!,
      ids.BUDX!,
      xlsx(
        [
          ['firstname', 'lastname', 'email'],
          ['Jan', 'Xls', 'jan.xls@budex.test'],
        ],
        'xls',
      ),
      'stary.xls',
    );
    assert.equal(fromXls.status, 201);
    assert.equal(fromXls.body.data.counts.new, 1);

    const wrongType = await upload(as.admin!, ids.BUDX!, Buffer.from('%PDF-1.4'), 'lista.pdf');
    assert.equal(wrongType.status, 422);
    assert.ok(wrongType.body.errors.file);
    const empty = await upload(as.admin!, ids.BUDX!, xlsx([['firstname', 'lastname', 'email']]), 'pusty.xlsx');
    assert.equal(empty.status, 422);
    assert.deepEqual(empty.body.errors, { file: ['Plik nie zawiera nagłówków ani wierszy'] });
    const tooMany = await upload(
      as.admin!,
      ids.BUDX!,
      xlsx([['firstname', 'lastname', 'email'], ...people(IMPORT_MAX_ROWS + 1, 'budex.test').map((l) => l.slice(0, 3))]),
    );
    assert.equal(tooMany.status, 422);
    assert.match(tooMany.body.errors.file[0], new RegExp(`${IMPORT_MAX_ROWS}`));
    const big = await upload(as.admin!, ids.BUDX!, Buffer.alloc(11 * 1024 * 1024, 'a'), 'duzy.csv');
    assert.equal(big.status, 422);
    assert.match(big.body.errors.file[0], /10 MB/);
  });

  // Issue 34 item 6: what Polish Excel and LibreOffice save.
  const POLISH = [
    ['IMIE', 'nazwisko', 'Adres E-mail', 'MIEJSCOWOŚĆ'],
    ['Łukasz', 'Żółć', 'lukasz.zolc@budex.test', 'Łódź'],
    ['Gęślą', 'Jaźń', 'gesla.jazn@budex.test', 'Świnoujście'],
    ['Świętosław', 'Ścibor', 'swietoslaw.scibor@budex.test', 'Źródła'],
  ];
  const csv = (encoding: string, separator = ';', bom = false) =>
    iconv.encode(POLISH.map((l) => l.join(separator)).join('\r\n') + '\r\n', encoding, { addBOM: bom });

  it('reads a CSV in any encoding Polish offices save: names intact, Polish headers recognised, encoding and separator answered', async () => {
    const cases = [
      { encoding: 'utf-8', bom: false, separator: ',' },
      { encoding: 'utf-8', bom: true, separator: ';' },
      { encoding: 'utf-16le', bom: true, separator: '\t' },
      { encoding: 'utf-16be', bom: true, separator: ';' },
      { encoding: 'windows-1250', bom: false, separator: ';' },
      { encoding: 'iso-8859-2', bom: false, separator: ',' },
    ];
    const names = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;
    for (const { encoding, bom, separator } of cases) {
      const res = await upload(as.admin!, ids.BUDX!, csv(encoding, separator, bom), 'pracownicy.csv');
      assert.equal(res.status, 201, JSON.stringify(res.body));
      const preview = res.body.data;
      assert.ok(importPreviewSchema.safeParse(preview).success);
      assert.deepEqual(
        preview.source,
        { encoding, detected_encoding: encoding, separator: names[separator as keyof typeof names] },
        `${encoding}${bom ? ' with BOM' : ''}`,
      );
      assert.deepEqual(preview.mapping, {
        firstname: 'IMIE',
        lastname: 'nazwisko',
        email: 'Adres E-mail',
        additional_email: null,
        job_position: null,
        phone: null,
        role: null,
        city: 'MIEJSCOWOŚĆ',
        lang: null,
      });
      assert.deepEqual(
        preview.rows.map((r: { values: Record<string, string> }) => [r.values.firstname, r.values.lastname, r.values.city]),
        POLISH.slice(1).map((l) => [l[0], l[1], l[3]]),
        encoding,
      );
      assert.deepEqual(preview.counts, { total: 3, new: 3, update: 0, unchanged: 0, error: 0 });
    }
  });

  it('reads the preview again in the encoding the user chooses (PUT …/encoding, or ?encoding= on the upload)', async () => {
    const bytes = csv('iso-8859-2');
    // Read as Polish Excel's default, ISO's ą ś ź turn into other letters.
    const wrong = await upload(as.admin!, ids.BUDX!, bytes, 'pracownicy.csv', '?encoding=windows-1250');
    assert.equal(wrong.status, 201, JSON.stringify(wrong.body));
    assert.deepEqual(wrong.body.data.source, { encoding: 'windows-1250', detected_encoding: 'iso-8859-2', separator: 'semicolon' });
    assert.notEqual(wrong.body.data.rows[2].values.firstname, 'Świętosław');
    const id = wrong.body.data.id as number;
    const reread = await as.admin!.request('PUT', `${base(ids.BUDX!)}/${id}/encoding`, { encoding: 'iso-8859-2' });
    assert.equal(reread.status, 200, JSON.stringify(reread.body));
    assert.equal(reread.body.data.id, id, 'the same preview');
    assert.deepEqual(reread.body.data.source, { encoding: 'iso-8859-2', detected_encoding: 'iso-8859-2', separator: 'semicolon' });
    assert.equal(reread.body.data.rows[2].values.firstname, 'Świętosław');
    assert.equal(reread.body.data.mapping.city, 'MIEJSCOWOŚĆ', 'the garbled header reads right and is recognised');
    // After a reload the preview still says how it was read.
    assert.deepEqual((await as.admin!.get(base(ids.BUDX!))).body.data.source.encoding, 'iso-8859-2');
    const unknown = await as.admin!.request('PUT', `${base(ids.BUDX!)}/${id}/encoding`, { encoding: 'koi8-r' });
    assert.equal(unknown.status, 422);
    assert.ok(unknown.body.errors.encoding);
    assert.equal((await upload(as.admin!, ids.BUDX!, bytes, 'pracownicy.csv', '?encoding=cp852')).status, 422);
  });

  it('names a row error’s field by its label in the user’s language, not by the file’s header or the raw key', async () => {
    const lines = [
      ['firstname', 'lastname', 'email', 'additional_email'],
      ['', 'Bezimienny', 'bez.imienia@budex.test', 'zly-adres'],
    ];
    const file = iconv.encode(lines.map((l) => l.join(';')).join('\n'), 'windows-1250');
    const pl = await upload(as.admin!, ids.BUDX!, file, 'bledy.csv');
    assert.deepEqual(
      pl.body.data.rows[0].errors.map((e: { message: string }) => e.message),
      ['Pole „Imię” jest wymagane', 'Nieprawidłowy adres e-mail w polu „Dodatkowy e-mail”'],
    );
    const english = await login(server.base, 'admin@demo.test');
    assert.equal((await english.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
    try {
      const en = await english.get(base(ids.BUDX!));
      assert.deepEqual(
        en.body.data.rows[0].errors.map((e: { field: string; message: string }) => [e.field, e.message]),
        [
          ['firstname', 'The field "First name" is required'],
          ['additional_email', 'Invalid e-mail address in "Additional e-mail"'],
        ],
      );
      const refused = await english.post(`${base(ids.BUDX!)}/${pl.body.data.id}/confirm`);
      assert.equal(refused.status, 422);
      assert.deepEqual(refused.body.errors.confirm, [
        'Rows with errors: 1 (rows 2). The import is possible once no row has an error — fix the file and upload it again.',
      ]);
    } finally {
      await english.post('/api/profile/set-lang', { lang: 'pl' });
    }
  });

  it('keeps to the company scope: an agent is refused another company’s import, clients everything', async () => {
    const file = xlsx([
      ['firstname', 'lastname', 'email'],
      ['A', 'B', 'a.b@example.test'],
    ]);
    assert.equal((await upload(as.agent!, outside, file)).status, 403);
    assert.equal((await as.agent!.get(base(outside))).status, 403);
    assert.equal((await as.agent!.get(`${base(outside)}/template`)).status, 403);
    assert.equal((await upload(as.vip!, ids.ACME!, file)).status, 403);
    assert.equal((await as.client!.get(base(ids.ACME!))).status, 403);
    const own = await upload(as.admin!, outside, file);
    assert.equal((await as.agent!.post(`${base(ids.ACME!)}/${own.body.data.id}/confirm`)).status, 404, 'an import id of another company');
    const template = await as.agent!.get(`${base(ids.ACME!)}/template`);
    assert.equal(template.status, 200);
    assert.match(template.headers.get('content-type') ?? '', /spreadsheetml/);
  });
});
