/** Agents, their companies and the clients. */
import { eq } from 'drizzle-orm';
import * as t from '../../platform/db/schema';
import { FIRST, LAST, feminine } from './common';
import type { AfterCompanies } from './companies';

export async function seedPeople(s: AfterCompanies) {
  const { db, log, rng, passwordHash, ts, companyRows, acme } = s;
  // Agents.
  type AgentSeed = { email: string; firstname: string; lastname: string; role: string; agentType: string; timeScope: number };
  const agentSeeds: AgentSeed[] = [
    { email: 'admin@demo.test', firstname: 'Adam', lastname: 'Administrator', role: 'admin', agentType: 'admin', timeScope: 480 },
    { email: 'manager@demo.test', firstname: 'Marta', lastname: 'Menedżer', role: 'manager', agentType: 'support', timeScope: 480 },
    { email: 'agent@demo.test', firstname: 'Artur', lastname: 'Agent', role: 'agent', agentType: 'support', timeScope: 480 },
    { email: 'jan.kowalski@msp.test', firstname: 'Jan', lastname: 'Kowalski', role: 'agent', agentType: 'support', timeScope: 480 },
    { email: 'ewa.nowak@msp.test', firstname: 'Ewa', lastname: 'Nowak', role: 'agent', agentType: 'developer', timeScope: 480 },
    {
      email: 'piotr.zielinski@msp.test',
      firstname: 'Piotr',
      lastname: 'Zieliński',
      role: 'agent',
      agentType: 'specialist',
      timeScope: 240,
    },
    { email: 'kasia.wojcik@msp.test', firstname: 'Katarzyna', lastname: 'Wójcik', role: 'agent', agentType: 'admin', timeScope: 480 },
    { email: 'tomasz.mazur@msp.test', firstname: 'Tomasz', lastname: 'Mazur', role: 'manager', agentType: 'specialist', timeScope: 480 },
    {
      email: 'ola.krawczyk@msp.test',
      firstname: 'Aleksandra',
      lastname: 'Krawczyk',
      role: 'agent',
      agentType: 'developer',
      timeScope: 240,
    },
    { email: 'marek.dabrowski@msp.test', firstname: 'Marek', lastname: 'Dąbrowski', role: 'agent', agentType: 'support', timeScope: 0 },
  ];
  const agents = await db
    .insert(t.users)
    .values(
      agentSeeds.map((a, i) => ({
        kind: 'agent' as const,
        firstname: a.firstname,
        lastname: a.lastname,
        email: a.email,
        passwordHash,
        role: a.role,
        agentType: a.agentType,
        timeScope: a.timeScope,
        phone: `+48 22 100 ${String(10 + i).padStart(2, '0')} 00`,
        directPhone: `+48 600 100 ${String(100 + i)}`,
        lang: 'pl' as const,
        // A few colleagues were active moments ago (the top bar's active-agent badges).
        lastSeenAt: i >= 3 && i < 6 ? ts(i === 5 ? 10 / 1440 : 2 / 1440) : null,
      })),
    )
    .returning({ id: t.users.id, email: t.users.email, agentType: t.users.agentType });
  const agentByEmail = new Map(agents.map((a) => [a.email, a.id]));
  const demoAgent = agentByEmail.get('agent@demo.test')!;
  const adminId = agentByEmail.get('admin@demo.test')!;
  const managerId = agentByEmail.get('manager@demo.test')!;
  const fieldAgents = agents.filter((a) => !a.email.startsWith('admin@')).map((a) => a.id);

  // Assigned agents: the demo agent looks after ACME, BUDX and KLIN; others two companies each.
  const assignments: { companyId: number; agentId: number }[] = [];
  for (const tag of ['ACME', 'BUDX', 'KLIN'])
    assignments.push({ companyId: companyRows.find((c) => c.tag === tag)!.id, agentId: demoAgent });
  companyRows.forEach((c, i) => {
    const a = agents[3 + (i % 7)]!.id;
    const b = agents[3 + ((i + 3) % 7)]!.id;
    for (const agentId of new Set([a, b])) assignments.push({ companyId: c.id, agentId });
  });
  await db.insert(t.companyAgents).values(assignments).onConflictDoNothing();
  for (const [i, c] of companyRows.entries()) {
    const responsible = c.tag === 'ACME' ? demoAgent : agents[3 + (i % 7)]!.id;
    await db.update(t.companies).set({ responsibleAgentId: responsible }).where(eq(t.companies.id, c.id));
  }

  // Clients.
  const clientRows: (typeof t.users.$inferInsert)[] = [
    { email: 'client@demo.test', firstname: 'Celina', lastname: 'Klient', role: 'client' },
    { email: 'vip@demo.test', firstname: 'Wiktor', lastname: 'Prezes', role: 'client-vip' },
    { email: 'monitoring@demo.test', firstname: 'Monitoring', lastname: 'Acme', role: 'monitoring' },
  ].map((c) => ({
    ...c,
    kind: 'client' as const,
    passwordHash,
    companyId: acme.id,
    jobPosition: c.role === 'client-vip' ? 'Prezes zarządu' : 'Specjalista',
    city: 'Warszawa',
    phone: '+48 22 555 00 00',
  }));
  for (const c of companyRows) {
    const count = c.tag === 'ACME' ? 8 : rng.int(4, 12);
    for (let k = 0; k < count; k++) {
      const first = rng.pick(FIRST);
      const last = feminine(first, rng.pick(LAST));
      const login = `${first}.${last}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ł/g, 'l');
      clientRows.push({
        kind: 'client',
        firstname: first,
        lastname: last,
        email: `${login}.${k}@${c.domains[0]}`,
        passwordHash,
        role: k === 0 ? 'client-vip' : 'client',
        jobPosition: k === 0 ? 'Dyrektor' : rng.pick(['Księgowa', 'Kierownik biura', 'Handlowiec', 'Asystent', 'Specjalista']),
        phone: `+48 ${rng.int(500, 799)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
        city: 'Polska',
        companyId: c.id,
        lang: rng.chance(0.1) ? 'en' : 'pl',
      });
    }
  }
  const clients = await db
    .insert(t.users)
    .values(clientRows)
    .returning({ id: t.users.id, companyId: t.users.companyId, email: t.users.email });
  const clientsByCompany = new Map<number, number[]>();
  for (const c of clients) clientsByCompany.set(c.companyId!, [...(clientsByCompany.get(c.companyId!) ?? []), c.id]);
  const regularClient = clients.find((c) => c.email === 'client@demo.test')!.id;
  log(`seed: ${agents.length} agents, ${clients.length} clients`);
  return { agents, agentByEmail, demoAgent, adminId, managerId, fieldAgents, clientRows, clients, clientsByCompany, regularClient };
}

/** What the parts after this one get: the context and everything the parts so far made. */
export type AfterPeople = AfterCompanies & Awaited<ReturnType<typeof seedPeople>>;
