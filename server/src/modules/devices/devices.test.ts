/** CMDB devices: fields and states, delete and restore, search, company scope, the credentials refusal, the export. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { strFromU8, unzipSync } from 'fflate';
import { companies, users } from '../../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../../test/harness';

describe('devices (CMDB, server)', () => {
  let server: TestServer;
  let admin: Client;
  let agent: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 10 });
    admin = await login(server.base, 'admin@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => server.close());

  /** The device import's upload of a CSV to a company (ACME by default); `query`: `&confirm=…` and the like. */
  const uploadCsv = (who: Client, content: string | Uint8Array, query: string, companyId = ids.ACME) =>
    who.upload(`/api/admin/asset/import?company_id=${companyId}${query}`, { name: 'urządzenia.csv', type: 'text/csv', content });

  const full = () => ({
    company_id: ids.ACME,
    owner_id: ids['client@demo.test'],
    type: 'laptop',
    vendor: 'Dell',
    model: 'Latitude 5440',
    service_tag: 'ST-9QX2K',
    inventory_number: 'INV-0042',
    serial: 'SN-CMDB-77AB',
    ip: '10.20.30.40',
    description: 'Laptop księgowości',
    location: 'Biuro, pokój 12',
    state: 'serviced',
    os: 'Windows 11 Pro',
    account: 'jan.kowalski',
    licence_key: 'ABCDE-12345-FGHIJ-67890-KLMNO',
    office: 'Microsoft 365',
    antivirus: 'ESET',
    software: [
      { name: 'AutoCAD', account: 'cad@acme.test', key: 'AC-2024-XY' },
      { name: 'Symfonia', account: '', key: '' },
    ],
    displays: [{ size: '24"', vendor: 'Dell' }],
  });

  it('stores every field, the software and display rows and the state; the page lists its tickets', async () => {
    const created = await admin.post('/api/admin/asset', full());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.message, 'Urządzenie zostało dodane');
    const d = created.body.data;
    assert.deepEqual(
      {
        type: d.type,
        name: d.name,
        service_tag: d.service_tag,
        inventory_number: d.inventory_number,
        serial: d.serial,
        ip: d.ip,
        state: d.state,
        os: d.os,
        account: d.account,
        licence_key: d.licence_key,
        office: d.office,
        antivirus: d.antivirus,
        location: d.location,
      },
      {
        type: 'laptop',
        name: 'Dell Latitude 5440',
        service_tag: 'ST-9QX2K',
        inventory_number: 'INV-0042',
        serial: 'SN-CMDB-77AB',
        ip: '10.20.30.40',
        state: 'serviced',
        os: 'Windows 11 Pro',
        account: 'jan.kowalski',
        licence_key: 'ABCDE-12345-FGHIJ-67890-KLMNO',
        office: 'Microsoft 365',
        antivirus: 'ESET',
        location: 'Biuro, pokój 12',
      },
    );
    assert.deepEqual(d.software, full().software);
    assert.deepEqual(d.displays, [{ size: '24"', vendor: 'Dell' }]);
    assert.equal(d.owner.id, ids['client@demo.test']);
    assert.deepEqual(d.tickets, []);

    const ticket = await admin.post('/api/admin/ticket', {
      company_id: ids.ACME,
      subject: 'Laptop nie startuje',
      body: 'x',
      device_id: d.id,
    });
    assert.equal(ticket.status, 201, JSON.stringify(ticket.body));
    const page = await admin.get(`/api/admin/asset/${d.id}`);
    assert.deepEqual(
      page.body.data.tickets.map((t: any) => t.subject),
      ['Laptop nie startuje'],
    );

    for (const state of ['ok', 'crashed', 'sold', 'disposed', 'stolen', 'lost']) {
      const res = await admin.request('PUT', `/api/admin/asset/${d.id}`, { ...full(), state });
      assert.equal(res.body.data.state, state);
    }
    const bad = await admin.post('/api/admin/asset', { ...full(), type: 'toaster', state: 'broken', software: [{ name: '' }] });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['software.0.name', 'state', 'type']);
    // The owner is a client person of the device's company.
    const elsewhere = await admin.post('/api/admin/asset', { ...full(), company_id: ids.BUDX });
    assert.ok(elsewhere.body.errors.owner_id, JSON.stringify(elsewhere.body));
  });

  it('delete and restore: a deleted device leaves the list and the ticket form, and comes back', async () => {
    const { body } = await admin.post('/api/admin/asset', { ...full(), serial: 'SN-TRASH-1', owner_id: null });
    const id = body.data.id as number;
    const del = await admin.delete(`/api/admin/asset/${id}`);
    assert.equal(del.body.message, 'Urządzenie zostało usunięte');
    assert.ok(del.body.data.deleted_at);
    assert.equal((await admin.get('/api/admin/asset?search=SN-TRASH-1')).body.data.length, 0);
    assert.deepEqual(
      (await admin.get('/api/admin/asset?filter=trashed&search=SN-TRASH-1')).body.data.map((x: any) => x.id),
      [id],
    );
    assert.ok(!(await admin.get(`/api/admin/lookups/companies/${ids.ACME}/devices`)).body.data.some((x: any) => x.id === id));
    assert.ok(!(await client.get('/api/client/devices')).body.data.some((x: any) => x.id === id));
    const restored = await admin.post(`/api/admin/asset/${id}/restore`);
    assert.equal(restored.body.message, 'Urządzenie zostało przywrócone');
    assert.equal(restored.body.data.deleted_at, null);
    assert.deepEqual(
      (await admin.get('/api/admin/asset?search=SN-TRASH-1')).body.data.map((x: any) => x.id),
      [id],
    );
    assert.ok((await client.get('/api/client/devices')).body.data.some((x: any) => x.id === id));
  });

  it('searches serial, IP, ServiceTag, inventory number, owner and model; filters company, type and state', async () => {
    const { body } = await admin.post('/api/admin/asset', {
      ...full(),
      serial: 'SRCH-SERIAL-555',
      ip: '192.168.77.19',
      service_tag: 'TAG-SRCH',
      inventory_number: 'INV-SRCH',
      model: 'ThinkCentre M99',
      type: 'workstation',
      state: 'crashed',
    });
    const id = body.data.id as number;
    for (const term of ['srch-serial', '192.168.77.19', 'TAG-SRCH', 'inv-srch', 'ThinkCentre M99']) {
      const res = await admin.get(`/api/admin/asset?search=${encodeURIComponent(term)}`);
      assert.deepEqual(
        res.body.data.map((x: any) => x.id),
        [id],
        term,
      );
    }
    const byOwner = await admin.get(`/api/admin/asset?search=${encodeURIComponent(body.data.owner.name)}&per_page=100`);
    assert.ok(byOwner.body.data.some((x: any) => x.id === id));
    assert.ok(byOwner.body.data.every((x: any) => x.owner?.name === body.data.owner.name));
    const filtered = await admin.get(`/api/admin/asset?company_id=${ids.ACME}&type=workstation&state=crashed&per_page=100`);
    assert.ok(filtered.body.data.some((x: any) => x.id === id));
    assert.ok(filtered.body.data.every((x: any) => x.company.id === ids.ACME && x.type === 'workstation' && x.state === 'crashed'));
    assert.equal((await admin.get(`/api/admin/asset?company_id=${ids.BUDX}&search=SRCH-SERIAL`)).body.data.length, 0);
  });

  it('company scope: an agent sees and edits its assigned companies’ devices only; a client only its company’s', async () => {
    const far = await admin.post('/api/admin/asset', { ...full(), company_id: ids.TRAN, owner_id: null, serial: 'SN-FAR-TRAN' });
    assert.equal(far.status, 201, JSON.stringify(far.body));
    const farId = far.body.data.id as number;
    const list = await agent.get('/api/admin/asset?per_page=100&filter=all');
    assert.ok(list.body.data.length > 0);
    assert.ok(
      list.body.data.every((x: any) => ['ACME', 'BUDX', 'KLIN'].includes(x.company.tag)),
      JSON.stringify(list.body.data.map((x: any) => x.company.tag)),
    );
    assert.equal((await agent.get('/api/admin/asset?search=SN-FAR-TRAN')).body.data.length, 0);
    assert.equal((await agent.get(`/api/admin/asset/${farId}`)).status, 404);
    assert.equal((await agent.request('PUT', `/api/admin/asset/${farId}`, { ...full(), owner_id: null })).status, 404);
    assert.equal((await agent.delete(`/api/admin/asset/${farId}`)).status, 404);
    const create = await agent.post('/api/admin/asset', { ...full(), company_id: ids.TRAN, owner_id: null });
    assert.equal(create.status, 422);
    assert.ok(create.body.errors.company_id);
    assert.equal((await agent.post('/api/admin/asset', { ...full(), serial: 'SN-AGENT-OK' })).status, 201);

    // Clients: no staff CMDB; the ticket form offers their company's devices only.
    assert.equal((await client.get('/api/admin/asset')).status, 403);
    assert.equal((await client.post('/api/admin/asset', full())).status, 403);
    const own = await client.get('/api/client/devices');
    assert.equal(own.status, 200);
    assert.ok(!own.body.data.some((x: any) => x.id === farId));
  });

  it('refuses access credentials in the account, licence key and software rows (pl and en messages)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ account: 'admin / Zaq1@wsx' }, 'account'],
      [{ account: 'hasło: kot123' }, 'account'],
      [{ licence_key: 'password=Secret' }, 'licence_key'],
      [{ software: [{ name: 'VPN', account: 'vpnuser', key: 'P@ssw0rd2024' }] }, 'software.0.key'],
      [{ software: [{ name: 'ERP', account: 'erp pwd: abc' }] }, 'software.0.account'],
      [{ software: [{ name: 'ERP', account: 'erp', password: 'x' }] }, 'software.0.password'],
      [{ password: 'tajne' }, 'password'],
    ];
    for (const [patch, field] of cases) {
      const res = await admin.post('/api/admin/asset', { ...full(), ...patch });
      assert.equal(res.status, 422, JSON.stringify(patch));
      assert.deepEqual(
        res.body.errors[field],
        ['Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola'],
        JSON.stringify(res.body.errors),
      );
    }
    assert.equal((await agent.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
    const en = await agent.post('/api/admin/asset', { ...full(), account: 'root Tr0ub4dor&3' });
    assert.deepEqual(en.body.errors.account, [
      'Storing access credentials (passwords) for IT systems is forbidden — remove the password from this field',
    ]);
    assert.equal((await agent.post('/api/profile/set-lang', { lang: 'pl' })).status, 204);
    // Logins, e-mails and licence keys are not passwords.
    for (const ok of ['jan.kowalski', 'J.Kowalski_2', 'admin@acme.test', 'ACME\\jkowalski']) {
      const res = await admin.post('/api/admin/asset', { ...full(), account: ok });
      assert.equal(res.status, 201, `${ok}: ${JSON.stringify(res.body)}`);
    }
  });

  it('exports the list as filtered to .xlsx', async () => {
    await admin.post('/api/admin/asset', { ...full(), serial: 'SN-EXPORT-1', type: 'printer' });
    const res = await fetch(`${server.base}/api/admin/asset/export?search=SN-EXPORT&type=printer`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'application/json' },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const book = XLSX.read(bytes, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    assert.equal(rows.length, 2);
    assert.equal(rows[0]![7], 'Numer seryjny');
    assert.equal(rows[1]![7], 'SN-EXPORT-1');
    assert.equal(rows[1]![16], 'AutoCAD / cad@acme.test / AC-2024-XY; Symfonia');
    // Type and state by name, not the code words; the header row frozen.
    assert.deepEqual([rows[0]![2], rows[1]![2], rows[1]![10]], ['Typ', 'Drukarka', 'W serwisie']);
    assert.match(strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']!), /<pane ySplit="1"[^>]*state="frozen"\/>/);

    // The same list as CSV, in the English dialect asked for.
    const csv = await fetch(`${server.base}/api/admin/asset/export?search=SN-EXPORT&type=printer&format=csv&dialect=en`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'application/json' },
    });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    assert.ok(lines[0]!.startsWith('Firma,Właściciel,Typ,'));
    assert.match(lines[1]!, /,Drukarka,/);
  });

  it('reads an exported sheet back: type and state names in either language are the values', async () => {
    const res = await uploadCsv(admin, 'Typ;Numer seryjny;Stan\nDrukarka;SN-LBL-1;W serwisie\nSwitch;SN-LBL-2;Crashed', '&confirm=1');
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const stored = (await admin.get('/api/admin/asset?search=SN-LBL-&per_page=10')).body.data.sort((a: any, b: any) =>
      a.serial.localeCompare(b.serial),
    );
    assert.deepEqual(
      stored.map((d: any) => [d.serial, d.type, d.state]),
      [
        ['SN-LBL-1', 'printer', 'serviced'],
        ['SN-LBL-2', 'switch', 'crashed'],
      ],
    );
  });

  it('an unknown type or state names the allowed values, not "required"', async () => {
    const res = await uploadCsv(admin, 'Typ;Numer seryjny;Stan\nToster;SN-UNK-1;Zepsuty', '&confirm=0');
    const errors: { field: string; label: string; message: string }[] = res.body.data.rows[0].errors;
    assert.deepEqual(
      errors.map((e) => [e.field, e.label]),
      [
        ['type', 'Typ'],
        ['state', 'Stan'],
      ],
    );
    assert.match(errors[0]!.message, /^Nieznana wartość „Toster”; dozwolone: .*Drukarka/);
    assert.match(errors[1]!.message, /^Nieznana wartość „Zepsuty”; dozwolone: .*W serwisie/);
  });

  it('imports a CSV all or nothing: the preview names the bad rows (a password too), confirm adds every row or none', async () => {
    const upload = (csv: string, confirm: 0 | 1, who: Client = admin, companyId = ids.ACME) =>
      uploadCsv(who, csv, `&confirm=${confirm}`, companyId);
    const header = 'Typ,Producent,Model,Numer seryjny,IP,Właściciel,Konto,Dodatkowe oprogramowanie,Monitory,Stan';
    const good = `printer,HP,LaserJet,SN-IMP-1,10.1.1.1,client@demo.test,,,,ok`;
    const bad = `laptop,Dell,XPS,SN-IMP-2,10.1.1.2,Nikt Taki,admin / Zaq1@wsx,Office / user / K-1; VPN,"24"" Dell",zepsuty`;
    const preview = await upload([header, good, bad].join('\n'), 0);
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual(
      preview.body.data.rows.map((r: any) => r.status),
      ['new', 'error'],
    );
    const fields = preview.body.data.rows[1].errors.map((e: any) => e.field).sort();
    assert.deepEqual(fields, ['account', 'owner', 'state']);
    assert.equal(
      preview.body.data.rows[1].errors.find((e: any) => e.field === 'account').message,
      'Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola',
    );
    const refused = await upload([header, good, bad].join('\n'), 1);
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors['rows.3']);
    assert.equal((await admin.get('/api/admin/asset?search=SN-IMP-')).body.data.length, 0);

    const fixed = `laptop,Dell,XPS,SN-IMP-2,10.1.1.2,,jan.kowalski,Office / user / K-1; VPN,"24"" Dell",crashed`;
    const done = await upload([header, good, fixed].join('\n'), 1);
    assert.equal(done.status, 201, JSON.stringify(done.body));
    assert.equal(done.body.message, 'Zaimportowano urządzenia: 2');
    const stored = (await admin.get('/api/admin/asset?search=SN-IMP-&per_page=10')).body.data.sort((a: any, b: any) =>
      a.serial.localeCompare(b.serial),
    );
    assert.deepEqual(
      stored.map((d: any) => [d.serial, d.type, d.state, d.owner?.id ?? null]),
      [
        ['SN-IMP-1', 'printer', 'ok', ids['client@demo.test']],
        ['SN-IMP-2', 'laptop', 'crashed', null],
      ],
    );
    assert.deepEqual(stored[1].software, [
      { name: 'Office', account: 'user', key: 'K-1' },
      { name: 'VPN', account: '', key: '' },
    ]);
    assert.deepEqual(stored[1].displays, [{ size: '24"', vendor: 'Dell' }]);
    // An agent imports into its own companies only.
    const countTran = async () => (await admin.get(`/api/admin/asset?company_id=${ids.TRAN}&filter=all`)).body.meta.total as number;
    const before = await countTran();
    const outside = await upload('Typ\nlaptop', 1, agent, ids.TRAN);
    assert.equal(outside.status, 422);
    assert.equal(outside.body.data.rows[0].errors[0].field, 'company');
    assert.equal(await countTran(), before);
  });

  it('reads a Windows-1250 CSV with Polish headers and semicolons; the encoding can be overridden; errors name the column in the user’s language', async () => {
    const send = (bytes: Buffer, query: string) => uploadCsv(admin, bytes, query);
    const text = [
      'TYP;Producent;model;NUMER SERYJNY;Właściciel;Lokalizacja;Opis',
      'laptop;Dell;Latitude;SN-1250-1;;Łódź, pokój źródłowy;Laptop Świętosława Ścibora',
      'printer;HP;"LaserJet; duplex";SN-1250-2;;Gdańsk;Drukarka Gęślą Jaźń',
    ].join('\r\n');
    const bytes = iconv.encode(text, 'windows-1250');
    const preview = await send(bytes, '&confirm=0');
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual(preview.body.data.source, { encoding: 'windows-1250', detected_encoding: 'windows-1250', separator: 'semicolon' });
    assert.deepEqual(
      preview.body.data.rows.map((r: any) => [r.status, r.values.model, r.values.location, r.values.description]),
      [
        ['new', 'Latitude', 'Łódź, pokój źródłowy', 'Laptop Świętosława Ścibora'],
        ['new', 'LaserJet; duplex', 'Gdańsk', 'Drukarka Gęślą Jaźń'],
      ],
    );
    const garbled = await send(bytes, '&confirm=0&encoding=iso-8859-2');
    assert.deepEqual(garbled.body.data.source, { encoding: 'iso-8859-2', detected_encoding: 'windows-1250', separator: 'semicolon' });
    assert.notEqual(garbled.body.data.rows[0].values.description, 'Laptop Świętosława Ścibora');
    assert.equal((await send(bytes, '&confirm=0&encoding=latin9')).status, 422);

    const bad = iconv.encode('Typ;Właściciel;Stan\r\nlaptop;Nikt Taki;zepsuty', 'windows-1250');
    const pl = await send(bad, '&confirm=0');
    assert.deepEqual(
      pl.body.data.rows[0].errors.map((e: any) => [e.field, e.label]),
      [
        ['owner', 'Właściciel'],
        ['state', 'Stan'],
      ],
    );
    // The user's saved language rules the messages.
    assert.equal((await admin.post('/api/profile/set-lang', { lang: 'en' })).status, 204);
    const en = await send(bad, '&confirm=0');
    assert.equal((await admin.post('/api/profile/set-lang', { lang: 'pl' })).status, 204);
    assert.deepEqual(
      en.body.data.rows[0].errors.map((e: any) => [e.field, e.label]),
      [
        ['owner', 'Owner'],
        ['state', 'State'],
      ],
    );
    const confirmed = await send(bytes, '&confirm=1');
    assert.equal(confirmed.status, 201, JSON.stringify(confirmed.body));
    const stored = (await admin.get('/api/admin/asset?search=SN-1250-&per_page=10')).body.data;
    assert.deepEqual(stored.map((d: any) => d.location).sort(), ['Gdańsk', 'Łódź, pokój źródłowy']);
  });
});
