/** Issue 7 item 5: a VIP client manages their own company's people, and only theirs. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, devices, users } from '../../platform/db/schema';
import { Client, login, startServer, type TestServer } from '../../test/harness';
import { EMPLOYEE_ADDITIONS_PER_HOUR } from './routes';

describe('employees of a client company', () => {
  let server: TestServer;
  const as: Record<string, Client> = {};
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 20 });
    for (const who of ['client', 'vip', 'agent', 'admin']) as[who] = await login(server.base, `${who}@demo.test`);
    const db = server.database.db;
    for (const u of await db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => {
    await server.close();
  });

  const put = (who: Client, url: string, body: unknown) => who.request('PUT', url, body);
  const outbox = async () =>
    (
      (await (await fetch(`${server.base}/dev/outbox`)).json()) as {
        data: { id: number; channel: string; to: string; subject: string | null; body: string }[];
      }
    ).data;
  const newPerson = (email: string) => ({
    firstname: 'Nowy',
    lastname: 'Pracownik',
    email,
    additional_email: '',
    job_position: 'Księgowa',
    phone: '+48 600 000 000',
    role: 'client',
    city: 'Kraków',
    lang: 'pl',
  });
  const otherCompanyClient = async () => {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'client'), sql`${users.companyId} <> ${ids.ACME}`, isNull(users.deletedAt)))
      .limit(1);
    return row!.id;
  };

  it('lists the VIP’s own company’s people only, paginated, with search', async () => {
    const db = server.database.db;
    const res = await as.vip!.get('/api/client/employees?per_page=100');
    assert.equal(res.status, 200);
    const own = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, ids.ACME!), eq(users.kind, 'client'), isNull(users.deletedAt)));
    assert.equal(res.body.meta.total, own.length);
    assert.deepEqual(res.body.data.map((p: { id: number }) => p.id).sort(), own.map((p) => p.id).sort());
    assert.deepEqual(Object.keys(res.body.data[0]).sort(), [
      'additional_email',
      'city',
      'created_at',
      'email',
      'firstname',
      'id',
      'job_position',
      'lang',
      'lastname',
      'name',
      'pending_email',
      'phone',
      'role',
      'temporary_password',
    ]);
    const page = await as.vip!.get('/api/client/employees?per_page=2&page=2');
    assert.equal(page.body.data.length, 2);
    assert.equal(page.body.meta.current_page, 2);
    const found = await as.vip!.get('/api/client/employees?search=celina');
    assert.deepEqual(
      found.body.data.map((p: { email: string }) => p.email),
      ['client@demo.test'],
    );
  });

  it('is for client-vip only: a regular client and staff get 403, strangers 401', async () => {
    for (const who of ['client', 'agent', 'admin']) {
      assert.equal((await as[who]!.get('/api/client/employees')).status, 403, who);
      assert.equal((await as[who]!.post('/api/client/employees', newPerson(`x-${who}@acme.test`))).status, 403, who);
    }
    assert.equal((await new Client(server.base).get('/api/client/employees')).status, 401);
  });

  const userByEmail = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates an employee in the VIP’s company with a temporary password sent by e-mail', async () => {
    const res = await as.vip!.post('/api/client/employees', { ...newPerson('Nowa.Osoba@Acme.test'), company_id: 999 });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      data: { email: 'nowa.osoba@acme.test' },
      message: 'Zaproszenie zostało wysłane na adres nowa.osoba@acme.test',
    });
    const row = await userByEmail('nowa.osoba@acme.test');
    assert.equal(row!.additionalEmail, null);
    assert.equal(row!.companyId, ids.ACME, 'the company is always the VIP’s own');
    assert.equal(row!.kind, 'client');
    assert.equal(row!.temporaryPassword, true);

    const mail = (await outbox()).find((m) => m.channel === 'mail' && m.to === 'nowa.osoba@acme.test');
    assert.ok(mail, 'welcome mail sent');
    const password = /(?:tymczasowe|Temporary password): (\S+)/.exec(mail.body)?.[1];
    assert.ok(password && password.length >= 12, mail.body);
    const fresh = new Client(server.base);
    await fresh.get('/sanctum/csrf-cookie');
    assert.equal((await fresh.post('/login', { email: 'nowa.osoba@acme.test', password })).status, 204);
    const me = await fresh.get('/api/user');
    assert.equal(me.body.data.temporary_password, true);
    assert.equal(me.body.data.company_id, ids.ACME);
  });

  it('refuses a colleague’s address and invalid data with 422 under the field', async () => {
    const taken = await as.vip!.post('/api/client/employees', newPerson('CLIENT@demo.test'));
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body.errors, { email: ['Ten adres e-mail jest już zajęty'] });
    const invalid = await as.vip!.post('/api/client/employees', {
      ...newPerson('ok@acme.test'),
      firstname: '',
      role: 'admin',
      additional_email: 'nope',
    });
    assert.equal(invalid.status, 422);
    assert.deepEqual(Object.keys(invalid.body.errors).sort(), ['additional_email', 'firstname', 'role']);
    assert.equal(invalid.body.errors.firstname[0], 'To pole jest wymagane');
  });

  it('answers an address with an account elsewhere exactly as a free one, changes nothing and tells its owner', async () => {
    const db = server.database.db;
    const [elsewhere] = await db
      .select()
      .from(users)
      .where(eq(users.id, await otherCompanyClient()));
    const staff = (await userByEmail('admin@demo.test'))!;
    const before = await db.select().from(users);
    const lastMail = Math.max(0, ...(await outbox()).map((m) => m.id));
    const answers: unknown[] = [];
    for (const address of [elsewhere!.email.toUpperCase(), staff.email]) {
      const res = await as.vip!.post('/api/client/employees', newPerson(address));
      assert.equal(res.status, 202, `${address}: ${JSON.stringify(res.body)}`);
      answers.push({ ...res.body, message: res.body.message.replace(address.toLowerCase(), '…'), data: { ...res.body.data, email: '…' } });
    }
    const free = await as.vip!.post('/api/client/employees', newPerson('wolny.adres@acme.test'));
    assert.equal(free.status, 202);
    answers.push({
      ...free.body,
      message: free.body.message.replace('wolny.adres@acme.test', '…'),
      data: { ...free.body.data, email: '…' },
    });
    assert.deepEqual(answers[0], answers[2]);
    assert.deepEqual(answers[1], answers[2]);

    // Nothing but the free address's account was added, and no existing account changed.
    const now = await db.select().from(users);
    assert.equal(now.length, before.length + 1);
    assert.deepEqual(
      now
        .filter((u) => u.email !== 'wolny.adres@acme.test')
        .map((u) => [u.id, u.companyId, u.email, u.passwordHash, u.firstname])
        .sort(),
      before.map((u) => [u.id, u.companyId, u.email, u.passwordHash, u.firstname]).sort(),
    );

    // The owners are told someone tried to add them, in their language; nobody gets a password.
    const mails = (await outbox()).filter((m) => m.id > lastMail && m.channel === 'mail');
    for (const owner of [elsewhere!, staff]) {
      const notice = mails.filter((m) => m.to === owner.email);
      assert.equal(notice.length, 1, owner.email);
      assert.match(notice[0]!.body, owner.lang === 'en' ? /tried to add/ : /próbował\(a\) dodać/);
      assert.doesNotMatch(notice[0]!.body, /(?:tymczasowe|Temporary password)/);
    }
  });

  it('edits the company’s people; another company’s person or an agent is not found', async () => {
    const id = ids['client@demo.test']!;
    const shown = await as.vip!.get(`/api/client/employees/${id}`);
    assert.equal(shown.status, 200);
    const res = await put(as.vip!, `/api/client/employees/${id}`, {
      ...shown.body.data,
      job_position: 'Główna księgowa',
      additional_email: 'celina@prywatna.test',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Pracownik został zaktualizowany');
    assert.equal(res.body.data.job_position, 'Główna księgowa');
    assert.equal(res.body.data.additional_email, 'celina@prywatna.test');

    const stranger = await otherCompanyClient();
    for (const target of [stranger, ids['agent@demo.test']!, 999_999]) {
      assert.equal((await as.vip!.get(`/api/client/employees/${target}`)).status, 404, `show ${target}`);
      assert.equal(
        (await put(as.vip!, `/api/client/employees/${target}`, newPerson(`t${target}@acme.test`))).status,
        404,
        `edit ${target}`,
      );
    }
    const [untouched] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, stranger));
    assert.notEqual(untouched!.email, `t${stranger}@acme.test`);
  });

  it('changes an e-mail only once the link mailed to the new address is opened; the answer tells nothing of accounts elsewhere', async () => {
    assert.equal((await as.vip!.post('/api/client/employees', newPerson('zmiana@acme.test'))).status, 202);
    const id = (await userByEmail('zmiana@acme.test'))!.id;
    const created = await as.vip!.get(`/api/client/employees/${id}`);
    const edit = (email: string) => put(as.vip!, `/api/client/employees/${id}`, { ...created.body.data, email });
    const linkTo = async (address: string) => {
      const mail = (await outbox()).find((m) => m.channel === 'mail' && m.to === address && /email\/confirm\?token=/.test(m.body));
      return decodeURIComponent(/token=([^\s&]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    };

    // A colleague's address: the VIP sees them anyway.
    const colleague = await edit('VIP@demo.test');
    assert.equal(colleague.status, 422);
    assert.deepEqual(colleague.body.errors.email, ['Ten adres e-mail jest już zajęty']);

    // A free address, a staff address and another company's person's: one and the same answer.
    const [elsewhere] = await server.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, await otherCompanyClient()));
    const answers = [];
    for (const address of ['zmiana.nowa@acme.test', 'admin@demo.test', elsewhere!.email]) {
      const res = await edit(address);
      assert.equal(res.status, 200, `${address}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.data.email, 'zmiana@acme.test', 'the old address stays until confirmed');
      assert.equal(res.body.data.pending_email, address.toLowerCase());
      answers.push(res.body.message.replace(address.toLowerCase(), '…'));
    }
    assert.deepEqual(new Set(answers).size, 1, answers.join(' | '));
    assert.equal(
      answers[0],
      'Pracownik został zaktualizowany. Wysłaliśmy link potwierdzający na adres …. Do czasu jego otwarcia obowiązuje dotychczasowy adres.',
    );
    const [row] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    assert.equal(row!.email, 'zmiana@acme.test');
    assert.ok(
      (await outbox()).some((m) => m.to === 'zmiana@acme.test' && /zmian/i.test(m.subject ?? '')),
      'the old address is told',
    );

    // The link to a taken address fails only there, at confirmation.
    const guest = new Client(server.base);
    await guest.get('/sanctum/csrf-cookie');
    const taken = await guest.post('/confirm-email', { token: await linkTo(elsewhere!.email) });
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body.errors.token, ['Tego adresu używa już inne konto, więc adres nie został zmieniony.']);

    const free = await edit('zmiana.nowa@acme.test');
    assert.equal((await as.vip!.get(`/api/client/employees/${id}`)).body.data.pending_email, 'zmiana.nowa@acme.test');
    const token = await linkTo('zmiana.nowa@acme.test');
    assert.equal(free.status, 200);
    assert.equal((await guest.post('/confirm-email', { token: 'not-a-token' })).status, 422);
    const confirmed = await guest.post('/confirm-email', { token });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.message, 'Adres e-mail został zmieniony na zmiana.nowa@acme.test.');
    const shown = (await as.vip!.get(`/api/client/employees/${id}`)).body.data;
    assert.equal(shown.email, 'zmiana.nowa@acme.test');
    assert.equal(shown.pending_email, null);
    assert.equal((await guest.post('/confirm-email', { token })).status, 422, 'single use');
  });

  it('does not let a VIP change their own role', async () => {
    const me = (await as.vip!.get(`/api/client/employees/${ids['vip@demo.test']}`)).body.data;
    const res = await put(as.vip!, `/api/client/employees/${me.id}`, { ...me, role: 'client' });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.body.errors), ['role']);
    assert.equal((await put(as.vip!, `/api/client/employees/${me.id}`, { ...me, city: 'Gdańsk' })).status, 200);
  });

  it('offers every client their colleagues (CC) and their own or shared devices', async () => {
    const res = await as.client!.get('/api/client/colleagues');
    assert.equal(res.status, 200);
    const emails = res.body.data.map((p: { email: string }) => p.email);
    assert.ok(emails.includes('vip@demo.test'));
    assert.ok(!emails.includes('client@demo.test'), 'not oneself');
    const stranger = await otherCompanyClient();
    assert.ok(!res.body.data.some((p: { id: number }) => p.id === stranger));

    const me = ids['client@demo.test']!;
    const mine = await as.client!.get('/api/client/devices');
    assert.equal(mine.status, 200);
    const allowed = await server.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(
        and(eq(devices.companyId, ids.ACME!), isNull(devices.deletedAt), sql`(${devices.ownerId} = ${me} or ${devices.ownerId} is null)`),
      );
    assert.deepEqual(mine.body.data.map((d: { id: number }) => d.id).sort(), allowed.map((d) => d.id).sort());
    assert.equal((await as.agent!.get('/api/client/devices')).status, 403);
  });

  it('bounds additions per VIP per hour (each one mails an address the VIP chose)', async () => {
    const db = server.database.db;
    const [mine] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    let refused: Awaited<ReturnType<Client['post']>> | undefined;
    for (let i = 0; i < EMPLOYEE_ADDITIONS_PER_HOUR + 1 && !refused; i++) {
      const res = await as.vip!.post('/api/client/employees', newPerson(`seria.${i}@acme.test`));
      if (res.status === 429) refused = res;
      else assert.equal(res.status, 202);
    }
    assert.ok(refused, 'the budget ends');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    const [now] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    assert.ok(now!.n - mine!.n <= EMPLOYEE_ADDITIONS_PER_HOUR);
  });
});
