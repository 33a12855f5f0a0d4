/** The global search: each kind found, grouped and paged, within the record scope, diacritics-insensitive. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { companies, companyAgents, devices, projects, tickets, users } from '../../platform/db/schema';
import { type Client, demoIds, login, startServer, type TestServer } from '../../test/harness';

describe('global search (server)', () => {
  let server: TestServer;
  let admin: Client;
  let agent: Client;
  let client: Client;
  const seeded: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 5 });
    admin = await login(server.base, 'admin@demo.test');
    agent = await login(server.base, 'agent@demo.test');
    client = await login(server.base, 'client@demo.test');
    const ids = await demoIds(server);
    const db = server.database.db;
    const [acme] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME'));
    // A company the demo agent is not assigned to, holding one thing of each kind.
    const [other] = await db
      .insert(companies)
      .values({ name: 'Łódzkie Zakłady Żółwi', shortName: 'Żółwie', tag: 'ZOLW' })
      .returning({ id: companies.id });
    const agentsOfOther = await db.select().from(companyAgents).where(eq(companyAgents.companyId, other!.id));
    assert.equal(agentsOfOther.length, 0);
    const ticket = (companyId: number, fullid: string, subject: string, body = '') =>
      db
        .insert(tickets)
        .values({ companyId, fullid, subject, body, type: 'question', priority: 'normal', category: 'other', status: 'new' })
        .returning({ id: tickets.id });
    seeded.acmeTicket = (await ticket(acme!.id, 'ACME-9901', 'Drukarka w Łodzi nie drukuje', 'Zacina się papier w podajniku'))[0]!.id;
    seeded.otherTicket = (await ticket(other!.id, 'ZOLW-1', 'Drukarka w Łodzi też stoi'))[0]!.id;
    const device = (companyId: number, serial: string, ip: string) =>
      db
        .insert(devices)
        .values({ companyId, vendor: 'Brother', model: 'HL-Śnieżka', serial, inventoryNumber: `INV-${serial}`, ip })
        .returning({ id: devices.id });
    seeded.acmeDevice = (await device(acme!.id, 'SRCH-ACME-77', '10.9.8.7'))[0]!.id;
    seeded.otherDevice = (await device(other!.id, 'SRCH-ZOLW-88', '10.9.8.8'))[0]!.id;
    const person = (companyId: number, email: string, phone: string) =>
      db
        .insert(users)
        .values({ kind: 'client', role: 'client', firstname: 'Zdzisław', lastname: 'Żurawski', email, phone, companyId, passwordHash: 'x' })
        .returning({ id: users.id });
    seeded.acmePerson = (await person(acme!.id, 'zdzislaw@acme.test', '+48 511 222 333'))[0]!.id;
    seeded.otherPerson = (await person(other!.id, 'zdzislaw@zolw.test', '+48 511 222 444'))[0]!.id;
    seeded.acmeProject = (
      await db.insert(projects).values({ companyId: acme!.id, name: 'Wdrożenie księgowości' }).returning({ id: projects.id })
    )[0]!.id;
    seeded.otherProject = (
      await db.insert(projects).values({ companyId: other!.id, name: 'Wdrożenie magazynu' }).returning({ id: projects.id })
    )[0]!.id;
    seeded.other = other!.id;
    seeded.agent = ids['agent@demo.test']!;
  });
  after(async () => server.close());

  const search = async (who: Client, query: string) => {
    const res = await who.get(`/api/admin/search?${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const ids = (body: { data: { groups: { type: string; hits: { id: number }[] }[] } }, type: string) =>
    body.data.groups.find((g) => g.type === type)!.hits.map((h) => h.id);

  it('finds each kind, grouped in a fixed order, with totals', async () => {
    const body = await search(admin, 'q=zdzisl');
    assert.deepEqual(
      body.data.groups.map((g: { type: string }) => g.type),
      ['tickets', 'companies', 'devices', 'people', 'projects'],
    );
    assert.deepEqual(ids(body, 'people').sort(), [seeded.acmePerson, seeded.otherPerson].sort());
    const people = body.data.groups.find((g: { type: string }) => g.type === 'people');
    assert.equal(people.total, 2);
    assert.equal(people.hits[0].detail.includes('@'), true);

    assert.deepEqual(ids(await search(admin, 'q=SRCH-ACME'), 'devices'), [seeded.acmeDevice]);
    assert.deepEqual(ids(await search(admin, 'q=10.9.8.8'), 'devices'), [seeded.otherDevice]);
    assert.deepEqual(ids(await search(admin, 'q=INV-SRCH-ZOLW'), 'devices'), [seeded.otherDevice]);
    assert.deepEqual(ids(await search(admin, 'q=511 222 333'), 'people'), [seeded.acmePerson]);
    assert.deepEqual(ids(await search(admin, 'q=wdrozenie ksieg'), 'projects'), [seeded.acmeProject]);
    assert.deepEqual(ids(await search(admin, 'q=zolw'), 'companies'), [seeded.other]);
    // A ticket by a word of its description, as a prefix.
    assert.deepEqual(ids(await search(admin, 'q=podajnik'), 'tickets'), [seeded.acmeTicket]);
  });

  it('finds a ticket by its exact fullid first, whatever the case', async () => {
    const body = await search(admin, 'q=acme-9901');
    const group = body.data.groups.find((g: { type: string }) => g.type === 'tickets');
    assert.equal(group.hits[0].id, seeded.acmeTicket);
    assert.equal(group.hits[0].detail, 'ACME-9901');
    assert.equal(group.hits[0].title, 'Drukarka w Łodzi nie drukuje');
  });

  it('ignores diacritics both ways: "lodz" finds "Łodzi", "Łódź" finds "lodz"', async () => {
    assert.deepEqual(ids(await search(admin, 'q=lodzi'), 'tickets').sort(), [seeded.acmeTicket, seeded.otherTicket].sort());
    assert.deepEqual(ids(await search(admin, 'q=lodzkie'), 'companies'), [seeded.other]);
    assert.deepEqual(ids(await search(admin, 'q=ZUROW'), 'people'), []);
    assert.deepEqual(ids(await search(admin, 'q=zurawski'), 'people').sort(), [seeded.acmePerson, seeded.otherPerson].sort());
    assert.deepEqual(ids(await search(admin, 'q=snie'), 'devices').sort(), [seeded.acmeDevice, seeded.otherDevice].sort());
    assert.deepEqual(ids(await search(admin, `q=${encodeURIComponent('ŁÓDZKIE')}`), 'companies'), [seeded.other]);
  });

  it("an agent finds only its companies' tickets, devices, clients, projects and companies", async () => {
    assert.deepEqual(ids(await search(agent, 'q=lodzi'), 'tickets'), [seeded.acmeTicket]);
    assert.deepEqual(ids(await search(agent, 'q=zolw-1'), 'tickets'), []);
    assert.deepEqual(ids(await search(agent, 'q=SRCH'), 'devices'), [seeded.acmeDevice]);
    assert.deepEqual(ids(await search(agent, 'q=zurawski'), 'people'), [seeded.acmePerson]);
    assert.deepEqual(ids(await search(agent, 'q=wdrozenie ksieg'), 'projects'), [seeded.acmeProject]);
    assert.deepEqual(ids(await search(agent, 'q=wdrozenie magazynu'), 'projects'), []);
    assert.deepEqual(ids(await search(agent, 'q=zolw'), 'companies'), []);
    // Agents are colleagues: every staff member finds them.
    assert.ok(ids(await search(agent, 'q=admin@demo'), 'people').length === 1);
    // The "see all" page keeps the scope too.
    const page = await search(agent, 'q=SRCH&type=devices');
    assert.deepEqual(
      page.data.map((h: { id: number }) => h.id),
      [seeded.acmeDevice],
    );
    assert.equal(page.meta.total, 1);
  });

  it('pages one group for "see all", the exact fullid first', async () => {
    const first = await search(admin, 'q=drukarka&type=tickets&per_page=1');
    assert.equal(first.meta.total >= 2, true);
    const second = await search(admin, 'q=drukarka&type=tickets&per_page=1&page=2');
    assert.notEqual(first.data[0].id, second.data[0].id);
    assert.match(first.links.next, /^\/api\/admin\/search\?q=drukarka&type=tickets&per_page=1&page=2$/);
    const exact = await search(admin, 'q=ZOLW-1&type=tickets&per_page=1');
    assert.equal(exact.data[0].id, seeded.otherTicket);
  });

  it('orders the text hits newest first and pages them, whether they are few or over the count cap, within the scope', async () => {
    const db = server.database.db;
    const [acme] = await db.select({ id: companies.id }).from(companies).where(eq(companies.tag, 'ACME'));
    const insert = (companyId: number, n: number, subject: string, prefix: string) =>
      db
        .insert(tickets)
        .values(
          Array.from({ length: n }, (_, i) => ({
            companyId,
            fullid: `${prefix}-${i + 1}`,
            subject,
            type: 'question',
            priority: 'normal',
            category: 'other',
            status: 'new',
          })),
        )
        .returning({ id: tickets.id });
    // Few hits of a query with a rare number ("Skaner 4711"): read through that number's tickets only.
    const few = [
      ...(await insert(acme!.id, 2, 'Skaner 4711 gubi strony', 'SKNA')),
      ...(await insert(seeded.other!, 1, 'Skaner 4711 w magazynie', 'SKNZ')),
      ...(await insert(acme!.id, 1, 'Skaner 4711 znowu', 'SKNB')),
    ].map((t) => t.id);
    const newestFirst = [...few].sort((a, b) => b - a);
    assert.deepEqual(ids(await search(admin, 'q=skaner%204711'), 'tickets'), newestFirst);
    assert.deepEqual(
      ids(await search(agent, 'q=skan%204711'), 'tickets'),
      newestFirst.filter((id) => id !== few[2]),
    );
    const second = await search(admin, 'q=skaner%204711&type=tickets&per_page=3&page=2');
    assert.deepEqual(
      second.data.map((h: { id: number }) => h.id),
      newestFirst.slice(3),
    );
    assert.equal(second.meta.total, 4);
    // Over the cap: the total is capped, the hits still the newest ones.
    const many = (await insert(acme!.id, 1001, 'Masowa awaria poczty', 'MAS')).map((t) => t.id).sort((a, b) => b - a);
    const body = await search(agent, 'q=masowa');
    assert.deepEqual(ids(body, 'tickets'), many.slice(0, 5));
    assert.equal(body.data.groups.find((g: { type: string }) => g.type === 'tickets').total, 1001);
    const page2 = await search(admin, 'q=masow&type=tickets&per_page=5&page=2');
    assert.deepEqual(
      page2.data.map((h: { id: number }) => h.id),
      many.slice(5, 10),
    );
  });

  it('refuses a query under two letters with a message in the language, and a client altogether', async () => {
    const short = await admin.get('/api/admin/search?q=a');
    assert.equal(short.status, 422);
    assert.ok(short.body.errors.q[0].length > 0);
    const en = await admin.get('/api/admin/search?q=%20a%20', { 'accept-language': 'en' });
    assert.equal(en.status, 422);
    assert.equal((await client.get('/api/admin/search?q=drukarka')).status, 403);
    const bad = await admin.get('/api/admin/search?q=drukarka&type=invoices');
    assert.equal(bad.status, 422);
  });

  it('treats LIKE wildcards in the query as text', async () => {
    assert.deepEqual(ids(await search(admin, 'q=%25%25'), 'people'), []);
    assert.deepEqual(ids(await search(admin, 'q=__'), 'devices'), []);
  });
});
