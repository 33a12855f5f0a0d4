/**
 * Demo data for a believable MSP. Idempotent: it does nothing once the demo admin exists.
 * Deterministic (seeded PRNG); dates are relative to `now`.
 */
import { eq, sql } from 'drizzle-orm';
import {
  COMPETENCY_AREAS,
  DEVICE_STATES,
  DEVICE_TYPES,
  EVALUATION_REASONS,
  INTERNAL_TIME_CATEGORIES,
  LEAVE_TYPES,
  PROJECT_STATES,
  REMINDER_PERIODS,
  TICKET_CATEGORIES,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import * as t from '../../platform/db/schema';
import { hashPassword } from '../../platform/password';
import { slaFor } from '../tickets';
import { businessDateOf } from '../../platform/business-time-zone';
import { addBusinessMinutes, deadlinesFor, isWaiting } from '../tickets';
import { polishHolidays } from './polish-holidays';
import { Random } from './random';
import { historyOf, replyTimes, type HistoryRow, type StoryEntry, type StoryTicket } from './ticket-history';
import { alertBody, INTAKE_FIELDS, outsiderAddress, type SeededAlert, type SeedOrigin } from './ticket-origins';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_LOGINS = [
  { email: 'admin@demo.test', description: 'agent, admin' },
  { email: 'manager@demo.test', description: 'agent, manager' },
  { email: 'agent@demo.test', description: 'agent, assigned to ACME, BUDX and KLIN' },
  { email: 'client@demo.test', description: 'client of ACME' },
  { email: 'vip@demo.test', description: 'client-vip of ACME' },
  { email: 'monitoring@demo.test', description: 'monitoring of ACME' },
] as const;

export interface SeedOptions {
  tickets: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  tickets: number;
}

const DAY = 86_400_000;
/** Tickets are spread over the last 18 months. */
const SPAN_DAYS = 548;
const HOUR = 3_600_000;
const iso = businessDateOf;
const earliest = (a: Date, b: Date) => (a < b ? a : b);

const COMPANIES: [name: string, shortName: string, tag: string, domain: string, city: string][] = [
  ['Acme Sp. z o.o.', 'Acme', 'ACME', 'acme.test', 'Warszawa'],
  ['Budex Budownictwo S.A.', 'Budex', 'BUDX', 'budex.test', 'Kraków'],
  ['Klinika Zdrowia Medicus', 'Medicus', 'KLIN', 'medicus.test', 'Poznań'],
  ['Transpol Logistyka Sp. z o.o.', 'Transpol', 'TRAN', 'transpol.test', 'Łódź'],
  ['Kancelaria Prawna Nowak i Wspólnicy', 'Kancelaria Nowak', 'NOWK', 'nowak-legal.test', 'Wrocław'],
  ['Piekarnia Złoty Kłos', 'Złoty Kłos', 'ZKL', 'zlotyklos.test', 'Gdańsk'],
  ['Hotel Panorama', 'Panorama', 'PANO', 'hotelpanorama.test', 'Zakopane'],
  ['Biuro Rachunkowe Bilans', 'Bilans', 'BIL', 'bilans.test', 'Lublin'],
  ['Szkoła Językowa Lingua', 'Lingua', 'LING', 'lingua.test', 'Katowice'],
  ['Meblex Producent Mebli', 'Meblex', 'MEBL', 'meblex.test', 'Bydgoszcz'],
  ['Apteka Pod Lipami', 'Pod Lipami', 'APL', 'podlipami.test', 'Toruń'],
  ['Fundacja Otwarte Drzwi', 'Otwarte Drzwi', 'FOD', 'otwartedrzwi.test', 'Szczecin'],
  ['Agencja Reklamowa Kreatywni', 'Kreatywni', 'KREA', 'kreatywni.test', 'Rzeszów'],
  ['Zakład Mechaniczny Tokar', 'Tokar', 'TOK', 'tokar.test', 'Kielce'],
];

const FIRST = [
  'Anna',
  'Piotr',
  'Katarzyna',
  'Tomasz',
  'Magdalena',
  'Paweł',
  'Agnieszka',
  'Michał',
  'Joanna',
  'Krzysztof',
  'Ewa',
  'Marcin',
  'Monika',
  'Łukasz',
  'Barbara',
  'Jakub',
  'Aleksandra',
  'Grzegorz',
  'Zofia',
  'Adam',
];
const LAST = [
  'Kowalski',
  'Nowak',
  'Wiśniewski',
  'Wójcik',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Krawczyk',
  'Piotrowski',
  'Grabowski',
];
const feminine = (first: string, last: string) => (first.endsWith('a') ? last.replace(/ski$/, 'ska').replace(/cki$/, 'cka') : last);

const SUBJECTS: Record<string, string[]> = {
  other: ['Pytanie o fakturę za usługi IT', 'Prośba o kontakt', 'Zmiana danych kontaktowych'],
  computer: ['Komputer nie uruchamia się', 'Wolno działający laptop', 'Wymiana dysku na SSD', 'Niebieski ekran po aktualizacji'],
  software: ['Instalacja pakietu Office', 'Błąd programu księgowego', 'Aktualizacja oprogramowania ERP', 'Licencja Adobe wygasła'],
  servers: ['Serwer plików niedostępny', 'Brak miejsca na serwerze', 'Restart serwera aplikacji', 'Awaria kontrolera domeny'],
  network: ['Brak internetu w biurze', 'Słaby zasięg Wi-Fi', 'Konfiguracja VPN dla pracownika', 'Przełącznik w serwerowni nie odpowiada'],
  phones: ['Telefon VoIP nie dzwoni', 'Nowy numer wewnętrzny', 'Przekierowanie połączeń'],
  email: [
    'Nie przychodzą wiadomości e-mail',
    'Skrzynka pocztowa pełna',
    'Nowa skrzynka dla pracownika',
    'Podejrzany e-mail z załącznikiem',
  ],
  security: ['Alert antywirusa', 'Reset hasła do domeny', 'Zablokowane konto użytkownika', 'Podejrzenie phishingu'],
  printers: ['Drukarka nie drukuje', 'Zacięty papier w drukarce', 'Skaner nie wysyła na e-mail', 'Brak tonera'],
};

/** The check each alert is about (the same order as MONITORING_ALERTS). */
const ALERT_CHECKS = ['disk-c', 'backup', 'ping', 'cpu', 'ssl', 'ups'];
const MONITORING_ALERTS = [
  'Dysk C: zajęty w 92%',
  'Backup nocny zakończony błędem',
  'Host niedostępny (ping)',
  'Wysokie obciążenie CPU',
  'Certyfikat SSL wygasa za 14 dni',
  'UPS przełączony na baterię',
];
const ALERT_MESSAGE = 'Automatyczny alert systemu monitoringu.';

/** Ticket statuses by age: old tickets are almost all resolved. */
function statusFor(rng: Random, ageDays: number): TicketStatus {
  if (ageDays > 60)
    return rng.weighted<TicketStatus>([
      ['resolved', 97],
      ['waiting-for-third-party', 1],
      ['in-progress', 1],
      ['waiting-for-client', 1],
    ]);
  if (ageDays > 7)
    return rng.weighted<TicketStatus>([
      ['resolved', 70],
      ['in-progress', 12],
      ['waiting-for-client', 9],
      ['waiting-for-third-party', 6],
      ['new', 3],
    ]);
  return rng.weighted<TicketStatus>([
    ['new', 30],
    ['in-progress', 30],
    ['waiting-for-client', 12],
    ['waiting-for-third-party', 8],
    ['resolved', 20],
  ]);
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * History rows, several a ticket, go in as one JSON document a batch (jsonb_to_recordset): half the time of a
 * multi-row VALUES insert of the same rows, measured on PGlite.
 */
async function insertHistory(db: Db, rows: HistoryRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({ ticket_id: r.ticketId, user_id: r.userId, action: r.action, changes: r.changes, created_at: r.createdAt })),
  );
  await db.execute(sql`
    insert into ${t.ticketHistory} (ticket_id, user_id, action, changes, created_at)
    select ticket_id, user_id, action, changes, created_at
    from jsonb_to_recordset(${json}::jsonb) as x(ticket_id int, user_id int, action text, changes jsonb, created_at timestamptz)`);
}

export async function isSeeded(db: Db): Promise<boolean> {
  const found = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'admin@demo.test')).limit(1);
  return found.length > 0;
}

/** Seeds in one transaction, so an interrupted seed leaves an empty database that is seeded next time. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (await isSeeded(db)) return { seeded: false, tickets: 0 };
  const result = await db.transaction((tx) => seedInto(tx as unknown as Db, options));
  // Planner statistics for the fresh data (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
  return result;
}

async function seedInto(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const rng = new Random(20_240_601);
  // Where tickets came from draws from its own sequence: the rest of the demo stays as it was without it.
  const origins = new Random(20_240_602);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ts = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  // Companies.
  const companyRows = await db
    .insert(t.companies)
    .values(
      COMPANIES.map(([name, shortName, tag, domain, city], i) => ({
        name,
        shortName,
        tag,
        domains: [domain, ...(i % 3 === 0 ? [`mail.${domain}`] : [])],
        description: `Klient od ${2015 + (i % 9)} roku.`,
        addresses: [{ street: `ul. Długa ${10 + i}`, city, postcode: `${10 + i}-${100 + i * 7}` }],
        businessHours: { fromDay: 1, toDay: i % 4 === 0 ? 6 : 5, fromHour: '08:00', toHour: i % 2 ? '16:00' : '17:00' },
        reportFrequency: (['monthly', 'weekly', 'never', 'daily'] as const)[i % 4]!,
        reportHoursLimit: i % 3 === 0,
        reportVipOnly: i % 2 === 0,
        showReports: tag === 'ACME' || i % 3 === 1 ? 1 : 0,
        showMonitoringLogs: tag === 'ACME' || i % 4 === 2 ? 1 : 0,
        categories: TICKET_CATEGORIES.filter((_, k) => (k + i) % 3 !== 0),
        chargingModel: (['universal', 'split', 'no-limit', 'limited'] as const)[i % 4]!,
        arrivalsPackage: i % 2 === 0,
        expectedArrivals: i % 2 === 0 ? 2 + (i % 4) : 0,
        expectedHours: 10 + (i % 5) * 10,
        itTimeLimit: i % 4 === 1 ? 1200 : 0,
        adminTimeLimit: i % 4 === 1 ? 600 : 0,
        developerTimeLimit: i % 4 === 1 ? 300 : 0,
        specialistTimeLimit: i % 4 === 1 ? 300 : 0,
        arrivalsLimit: i % 2 === 0 ? 4 : 0,
      })),
    )
    .returning({ id: t.companies.id, tag: t.companies.tag, domains: t.companies.domains });
  const acme = companyRows.find((c) => c.tag === 'ACME')!;
  log(`seed: ${companyRows.length} companies`);

  // SLA tables.
  const sla: [TicketPriority, number, number][] = [
    ['low', 480, 5 * 1440],
    ['normal', 240, 3 * 1440],
    ['high', 60, 1440],
    ['critical', 30, 480],
  ];
  await db.insert(t.companyPriorities).values(
    companyRows.flatMap((c, i) =>
      sla.map(([priority, open, resolve]) => ({
        companyId: c.id,
        priority,
        is247: priority === 'critical' && i % 2 === 0,
        active: priority !== 'critical' || i % 3 !== 2,
        isDefault: priority === 'normal',
        openSlaMinutes: open,
        resolveSlaMinutes: resolve,
      })),
    ),
  );
  // Public holidays of every year a ticket falls in (and the next), before the tickets: their deadlines skip them.
  const years: number[] = [];
  for (let y = ts(SPAN_DAYS).getUTCFullYear(); y <= now.getUTCFullYear() + 1; y++) years.push(y);
  await db.insert(t.holidays).values(years.flatMap(polishHolidays)).onConflictDoNothing();

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

  // Projects and devices.
  const projectValues = companyRows.flatMap((c, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      name:
        rng.pick([
          'Migracja do Microsoft 365',
          'Wymiana sieci Wi-Fi',
          'Wdrożenie kopii zapasowych',
          'Nowe stanowiska pracy',
          'Modernizacja serwerowni',
        ]) + ` ${k + 1}`,
      companyId: c.id,
      managerId: rng.pick([managerId, ...fieldAgents.slice(0, 4)]),
      deadline: iso(ts(-rng.int(10, 120))),
      hours: rng.int(10, 200),
      description: 'Projekt realizowany zgodnie z ofertą.',
      state: rng.pick(PROJECT_STATES),
      createdAt: ts(rng.int(30, 400)),
    })),
  );
  const projects = await db.insert(t.projects).values(projectValues).returning({ id: t.projects.id, companyId: t.projects.companyId });
  const deviceValues = companyRows.flatMap((c) =>
    Array.from({ length: rng.int(8, 25) }, (_, k) => {
      const type = rng.pick(DEVICE_TYPES);
      return {
        companyId: c.id,
        ownerId: rng.chance(0.7) ? rng.pick(clientsByCompany.get(c.id)!) : null,
        type,
        vendor: rng.pick(['Dell', 'HP', 'Lenovo', 'Cisco', 'Synology', 'Brother', 'Apple']),
        model: `M-${rng.int(100, 999)}`,
        serviceTag: `ST${rng.int(100000, 999999)}`,
        inventoryNumber: `${c.tag}/INV/${String(k + 1).padStart(4, '0')}`,
        serial: `SN${rng.int(10_000_000, 99_999_999)}`,
        ip:
          type === 'server' || type === 'switch' || type === 'router' || type === 'printer'
            ? `192.168.${rng.int(0, 9)}.${rng.int(2, 250)}`
            : null,
        location: rng.pick(['Biuro', 'Serwerownia', 'Recepcja', 'Magazyn', 'Praca zdalna']),
        state: rng.weighted([[DEVICE_STATES[0], 20], ...DEVICE_STATES.slice(1).map((s) => [s, 1] as const)]),
        os: type === 'laptop' || type === 'workstation' ? rng.pick(['Windows 11 Pro', 'Windows 10 Pro', 'macOS 15', 'Ubuntu 24.04']) : null,
        office: type === 'laptop' || type === 'workstation' ? 'Microsoft 365 Business Standard' : null,
        antivirus: type === 'laptop' || type === 'workstation' ? 'ESET Endpoint Security' : null,
        software: type === 'workstation' ? [{ name: 'Symfonia ERP' }] : [],
        displays: type === 'workstation' ? [{ size: '24"', vendor: 'Dell' }] : [],
      };
    }),
  );
  const devices = await db.insert(t.devices).values(deviceValues).returning({ id: t.devices.id, companyId: t.devices.companyId });
  const devicesByCompany = new Map<number, number[]>();
  for (const d of devices) devicesByCompany.set(d.companyId, [...(devicesByCompany.get(d.companyId) ?? []), d.id]);

  // Reminders (their own sequence: a few tickets below are their occurrences).
  const reminderRng = new Random(20_240_603);
  const reminderRows = await db
    .insert(t.reminders)
    .values(
      companyRows.slice(0, 8).map((c, i) => ({
        title: reminderRng.pick(['Przegląd serwera', 'Odnowienie domeny', 'Test kopii zapasowej', 'Aktualizacja firmware']),
        companyId: c.id,
        userId: reminderRng.chance(0.5) ? reminderRng.pick(clientsByCompany.get(c.id)!) : null,
        description: 'Proszę o wykonanie cyklicznego przeglądu.',
        day: iso(ts(-reminderRng.int(1, 60))),
        active: i % 5 !== 4,
        period: reminderRng.pick(REMINDER_PERIODS.filter((p) => p !== 'once')),
      })),
    )
    .returning({
      id: t.reminders.id,
      companyId: t.reminders.companyId,
      title: t.reminders.title,
      description: t.reminders.description,
      userId: t.reminders.userId,
    });
  const remindersByCompany = new Map(reminderRows.map((r) => [r.companyId, r]));
  const reminderRuns: { reminderId: number; occurrence: string; fullid: string; createdAt: Date }[] = [];
  const claimedOccurrences = new Set<string>();
  const RUNS_PER_REMINDER = 24;
  const clientInfo = new Map(clientRows.map((c) => [c.email, `${c.firstname} ${c.lastname}`]));
  const clientById = new Map(clients.map((c) => [c.id, { name: clientInfo.get(c.email)!, email: c.email.toLowerCase() }]));
  const monitoringAccounts = new Map(clients.filter((c) => c.email === 'monitoring@demo.test').map((c) => [c.companyId!, c.id]));
  const alertTitles = new Map<string, string>();

  // Tickets, spread over the last 18 months, most recent ones still open.
  const perCompanySeq = new Map<number, number>();
  // SLA as the product computes it for a new ticket (the company's priorities table in its business hours),
  // looked up once per company and priority.
  const slaPolicies = new Map<string, Awaited<ReturnType<typeof slaFor>>>();
  for (const c of companyRows) for (const [priority] of sla) slaPolicies.set(`${c.id} ${priority}`, await slaFor(db, c.id, priority));
  const ticketValues: (typeof t.tickets.$inferInsert)[] = [];
  for (let n = 0; n < options.tickets; n++) {
    // Newer tickets are denser: age skews towards now.
    const ageDays = Math.floor(SPAN_DAYS * Math.pow(rng.next(), 1.3) * 1000) / 1000;
    const company = n % 10 < 2 ? companyRows[0]! : rng.pick(companyRows);
    const category = rng.pick(TICKET_CATEGORIES);
    const type = rng.weighted<TicketType>([
      ['question', 40],
      ['accident', 30],
      ['order', 18],
      ['monitoring', 12],
    ]);
    let priority = rng.weighted<TicketPriority>([
      ['low', 20],
      ['normal', 55],
      ['high', 20],
      ['critical', 5],
    ]);
    let status = statusFor(rng, ageDays);
    const created = ts(ageDays);
    const seq = (perCompanySeq.get(company.id) ?? 0) + 1;
    perCompanySeq.set(company.id, seq);
    const companyClients = clientsByCompany.get(company.id)!;
    let requester: number | null = rng.pick(companyClients);
    if (company.id === acme.id && n % 7 === 0) requester = regularClient;
    const assignee =
      status === 'new' && rng.chance(0.5) ? null : rng.chance(0.3) && company.id === acme.id ? demoAgent : rng.pick(fieldAgents);
    if (assignee === null && status !== 'new') status = 'new';
    let ticketType = category === 'other' && type === 'monitoring' ? 'question' : type;
    let ticketCategory: string = category;
    // Where it came from. client@demo.test's own tickets stay theirs (e2e and the demo show them).
    let origin: SeedOrigin = 'web';
    let sender: { name: string | null; email: string } | null = null;
    let createdBy: number | null | undefined;
    const draw = origins.next();
    const reminder = remindersByCompany.get(company.id);
    const occurrence = reminder ? `${reminder.id} ${iso(created)}` : '';
    if (requester === regularClient) {
      // web
    } else if (ticketType === 'monitoring' && draw < 0.6) {
      origin = 'monitoring';
      requester = monitoringAccounts.get(company.id) ?? null;
      createdBy = requester;
      alertTitles.set(`${company.tag}-${seq}`, origins.pick(MONITORING_ALERTS));
    } else if (draw < 0.25) {
      origin = 'email';
      if (origins.chance(0.8)) sender = clientById.get(requester)!;
      else {
        const first = origins.pick(FIRST);
        const last = feminine(first, origins.pick(LAST));
        sender = { name: `${first} ${last}`, email: outsiderAddress(first, last, company.domains[0]!) };
        requester = null;
      }
      createdBy = requester;
      priority = 'normal';
    } else if (
      reminder &&
      ticketType === 'order' &&
      draw > 0.9 &&
      !claimedOccurrences.has(occurrence) &&
      reminderRuns.filter((r) => r.reminderId === reminder.id).length < RUNS_PER_REMINDER
    ) {
      origin = 'reminder';
      claimedOccurrences.add(occurrence);
      reminderRuns.push({ reminderId: reminder.id, occurrence: iso(created), fullid: `${company.tag}-${seq}`, createdAt: created });
      requester = reminder.userId;
      createdBy = null;
      priority = 'normal';
    }
    // Filed unassigned, a ticket still has what its intake wrote; an agent who assigned it corrected that (triage).
    if (origin !== 'web' && assignee === null) ({ type: ticketType, category: ticketCategory } = INTAKE_FIELDS[origin]);
    if (origin === 'monitoring') ticketCategory = INTAKE_FIELDS.monitoring.category;
    // Every seeded company has an active default priority row, so a policy always applies.
    const { policy, calendar } = slaPolicies.get(`${company.id} ${priority}`)!;
    const deadlines = deadlinesFor(created, policy!, calendar);
    const resolvedAt = status === 'resolved' ? new Date(Math.min(now.getTime(), created.getTime() + rng.int(30, 7 * 1440) * 60_000)) : null;
    const ticket: typeof t.tickets.$inferInsert = {
      fullid: `${company.tag}-${seq}`,
      subject: rng.pick(SUBJECTS[category]!),
      body: 'Dzień dobry, proszę o pomoc w sprawie jak w temacie. Pozdrawiam.',
      type: ticketType,
      companyId: company.id,
      requesterId: requester,
      projectId: rng.chance(0.08) ? (projects.find((p) => p.companyId === company.id)?.id ?? null) : null,
      deviceId: rng.chance(0.25) ? rng.pick(devicesByCompany.get(company.id) ?? [null]) : null,
      priority,
      category: ticketCategory,
      assigneeId: assignee,
      responsibleId: assignee ? rng.pick([assignee, managerId]) : null,
      supportScope: rng.pick(['it', 'admin', 'developer', 'specialist']),
      status,
      createdById: rng.chance(0.6) ? requester : rng.pick(fieldAgents),
      createdAt: created,
      updatedAt: resolvedAt ?? new Date(Math.min(now.getTime(), created.getTime() + rng.int(0, 2 * 1440) * 60_000)),
      resolvedAt,
      // Answered within up to twice the first-response time, in the same working hours as the deadline (by the
      // resolution at the latest, and not in the future).
      firstResponseAt:
        status === 'new'
          ? null
          : earliest(addBusinessMinutes(created, rng.int(5, policy!.openSlaMinutes * 2), calendar), resolvedAt ?? now),
      ...deadlines,
    };
    // The first answer is a change too (ticket-history.ts tells the story up to the last change); a ticket goes
    // to the trash after its last change.
    if (!resolvedAt && ticket.firstResponseAt && ticket.firstResponseAt > ticket.updatedAt!) ticket.updatedAt = ticket.firstResponseAt;
    ticket.deletedAt = rng.chance(0.015) ? earliest(now, new Date(ticket.updatedAt!.getTime() + HOUR)) : null;
    // Waiting since its last change: the clocks stopped then, as that status change would have stopped them.
    if (isWaiting(status)) ticket.slaPausedAt = ticket.updatedAt!;
    if (createdBy !== undefined) ticket.createdById = createdBy;
    if (origin === 'reminder') Object.assign(ticket, { subject: reminder!.title, body: reminder!.description });
    Object.assign(ticket, { origin, senderName: sender?.name ?? null, senderEmail: sender?.email ?? null });
    ticketValues.push(ticket);
  }
  ticketValues.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  // Monitoring keeps one open ticket per check (a problem on a check whose ticket is open is a reply to it): each
  // alert ticket is about the first of the company's hosts whose check has no open ticket at its time.
  const checkOpenUntil = new Map<string, number>();
  const alerts = new Map<string, SeededAlert>();
  for (const v of ticketValues) {
    const title = alertTitles.get(v.fullid);
    if (!title) continue;
    const tag = v.fullid.split('-')[0]!.toLowerCase();
    let alert: SeededAlert;
    for (let n = 1; ; n++) {
      const host = `srv-${tag}-${String(n).padStart(2, '0')}`;
      alert = { title, host, check: `${host}/${ALERT_CHECKS[MONITORING_ALERTS.indexOf(title)]}` };
      if ((checkOpenUntil.get(alert.check) ?? 0) <= v.createdAt!.getTime()) break;
    }
    const closed = v.resolvedAt ?? v.deletedAt;
    checkOpenUntil.set(alert.check, closed ? closed.getTime() : Infinity);
    alerts.set(v.fullid, alert);
    Object.assign(v, { subject: `[Monitoring] ${title}`, body: alertBody(alert, ALERT_MESSAGE) });
  }
  const alertLogs: (typeof t.monitoringLogs.$inferInsert)[] = [];
  const inbound: (typeof t.inboundMessages.$inferInsert)[] = [];
  const logAlert = (ticket: { id: number; fullid: string; companyId: number; priority: string }, receivedAt: Date) => {
    const alert = alerts.get(ticket.fullid)!;
    alertLogs.push({
      companyId: ticket.companyId,
      title: alert.title,
      sender: 'monitoring@zabbix.msp.test',
      address: alert.host,
      body: ALERT_MESSAGE,
      receivedAt,
      readAt: receivedAt,
      clientReadAt: receivedAt,
      checkKey: alert.check,
      status: 'problem',
      severity: ticket.priority,
      source: 'api',
      ticketId: ticket.id,
    });
  };
  // Messages, notes, CC, time reports, evaluations.
  const messages: (typeof t.ticketMessages.$inferInsert)[] = [];
  let messageCount = 0;
  const notes: (typeof t.ticketNotes.$inferInsert)[] = [];
  const cc: (typeof t.ticketCc.$inferInsert)[] = [];
  const timeReports: (typeof t.timeReports.$inferInsert)[] = [];
  const evaluations: (typeof t.evaluations.$inferInsert)[] = [];
  const history: HistoryRow[] = [];
  const agentIds = new Set(agents.map((a) => a.id));
  const people = { lead: managerId, isAgent: (id: number | null) => id !== null && agentIds.has(id) };
  const seededColumns = {
    id: t.tickets.id,
    companyId: t.tickets.companyId,
    status: t.tickets.status,
    assigneeId: t.tickets.assigneeId,
    responsibleId: t.tickets.responsibleId,
    requesterId: t.tickets.requesterId,
    createdById: t.tickets.createdById,
    createdAt: t.tickets.createdAt,
    firstResponseAt: t.tickets.firstResponseAt,
    updatedAt: t.tickets.updatedAt,
    resolvedAt: t.tickets.resolvedAt,
    deletedAt: t.tickets.deletedAt,
    fullid: t.tickets.fullid,
    type: t.tickets.type,
    category: t.tickets.category,
    priority: t.tickets.priority,
    origin: t.tickets.origin,
    senderName: t.tickets.senderName,
    senderEmail: t.tickets.senderEmail,
  };
  type SeededTicket = StoryTicket & {
    companyId: number;
    requesterId: number | null;
    resolvedAt: Date | null;
    fullid: string;
    type: string;
    category: string;
    priority: string;
    origin: string;
    senderName: string | null;
    senderEmail: string | null;
  };
  const addActivity = (ticket: SeededTicket) => {
    const origin = ticket.origin as SeedOrigin;
    const mailed = ticket.senderEmail ? { name: ticket.senderName, email: ticket.senderEmail } : null;
    if (mailed)
      inbound.push({
        messageId: `${ticket.fullid.toLowerCase()}@mail.demo.test`,
        outcome: 'ticket',
        ticketId: ticket.id,
        receivedAt: ticket.createdAt,
      });
    if (origin === 'monitoring') logAlert(ticket, ticket.createdAt);
    if (origin === 'email' || origin === 'reminder') {
      const filed = INTAKE_FIELDS[origin];
      const triage: Record<string, [unknown, unknown]> = {};
      if (ticket.type !== filed.type) triage.type = [filed.type, ticket.type];
      if (ticket.category !== filed.category) triage.category = [filed.category, ticket.category];
      ticket.triage = triage;
    }
    // Replies from the first answer on, the agent's and the requester's in turn. On an alert's ticket the other side
    // is the check alerting again; on an e-mail's, the sender writing back (by e-mail when nobody known wrote it);
    // a reminder's ticket for nobody has no other side.
    const replies: StoryEntry[] = replyTimes(ticket, rng.int(0, 3)).map((createdAt, k) => ({
      authorId:
        k % 2 === 0 || (ticket.requesterId === null && origin !== 'email' && origin !== 'monitoring')
          ? (ticket.assigneeId ?? adminId)
          : ticket.requesterId,
      createdAt,
    }));
    for (const [k, reply] of replies.entries()) {
      const agentSide = k % 2 === 0 || people.isAgent(reply.authorId);
      if (agentSide) messages.push({ ticketId: ticket.id, ...reply, body: 'Dzień dobry, sprawdzamy zgłoszenie i wracamy z informacją.' });
      else if (origin === 'monitoring') {
        messages.push({ ticketId: ticket.id, ...reply, body: alertBody(alerts.get(ticket.fullid)!, ALERT_MESSAGE), origin: 'monitoring' });
        logAlert(ticket, reply.createdAt);
      } else if (mailed && (ticket.requesterId === null || origins.chance(0.6))) {
        messages.push({
          ticketId: ticket.id,
          ...reply,
          body: 'Dziękuję, czekam na informację.',
          origin: 'email',
          senderName: mailed.name,
          senderEmail: mailed.email,
        });
        inbound.push({
          messageId: `${ticket.fullid.toLowerCase()}.${k}@mail.demo.test`,
          outcome: 'reply',
          ticketId: ticket.id,
          receivedAt: reply.createdAt,
        });
      } else messages.push({ ticketId: ticket.id, ...reply, body: 'Dziękuję, czekam na informację.' });
    }
    const ticketNotes: StoryEntry[] = [];
    if (rng.chance(0.1))
      ticketNotes.push({
        authorId: ticket.assigneeId ?? adminId,
        createdAt: earliest(new Date(ticket.createdAt.getTime() + HOUR / 2), ticket.updatedAt),
      });
    for (const note of ticketNotes)
      notes.push({ ticketId: ticket.id, ...note, body: 'Notatka wewnętrzna: klient prosi o kontakt telefoniczny.' });
    history.push(...historyOf(ticket, replies, ticketNotes, people));
    if (rng.chance(0.15)) {
      const others = (clientsByCompany.get(ticket.companyId) ?? []).filter((id) => id !== ticket.requesterId);
      if (others.length) cc.push({ ticketId: ticket.id, userId: rng.pick(others) });
    }
    if (ticket.assigneeId && ticket.status !== 'new' && rng.chance(0.8)) {
      const end = ticket.resolvedAt ?? now;
      const reports = rng.int(1, 3);
      for (let k = 0; k < reports; k++) {
        const day = new Date(ticket.createdAt.getTime() + rng.next() * Math.max(0, end.getTime() - ticket.createdAt.getTime()));
        const recent = now.getTime() - day.getTime() < 30 * DAY;
        const overtime = rng.weighted([
          [0, 90],
          [50, 6],
          [100, 3],
          [150, 1],
        ] as const);
        const outsideContract = rng.chance(0.05);
        const needsAccept = recent && (overtime > 0 || outsideContract || rng.chance(0.05));
        timeReports.push({
          ticketId: ticket.id,
          agentId: ticket.assigneeId,
          day: iso(day),
          fromHour: `${String(rng.int(8, 16)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
          kind: rng.weighted([
            ['it', 6],
            ['admin', 2],
            ['developer', 1],
            ['specialist', 1],
          ] as const),
          minutes: rng.int(1, 16) * 15,
          description: rng.pick(['Diagnoza problemu', 'Konfiguracja', 'Rozmowa z użytkownikiem', 'Zdalna pomoc', 'Wizyta u klienta']),
          additionalWorks: rng.chance(0.05),
          overtime,
          outsideContract,
          arrival: rng.chance(0.1),
          needsAccept,
          acceptedAt: needsAccept ? null : recent ? null : day,
          acceptedById: needsAccept || recent ? null : adminId,
          createdAt: day,
        });
      }
    }
    // The draw first: a ticket nobody known filed (no requester to rate it) leaves the other draws as they were.
    if (ticket.status === 'resolved' && rng.chance(0.12) && ticket.requesterId) {
      const rating = rng.weighted([
        [5, 60],
        [4, 25],
        [3, 8],
        [2, 4],
        [1, 3],
      ] as const);
      evaluations.push({
        ticketId: ticket.id,
        agentId: ticket.assigneeId,
        companyId: ticket.companyId,
        userId: ticket.requesterId,
        rating,
        reason: rating <= 2 ? rng.pick(EVALUATION_REASONS) : null,
        comment: rating <= 2 ? 'Rozwiązanie trwało zbyt długo.' : rng.chance(0.3) ? 'Dziękuję za szybką pomoc!' : null,
        createdAt: ticket.resolvedAt ?? now,
      });
    }
  };
  const tickets: SeededTicket[] = [];
  let historyCount = 0;
  const writeHistory = async () => {
    historyCount += history.length;
    await insertInBatches(history.splice(0), 20_000, (b) => insertHistory(db, b));
  };
  await insertInBatches(ticketValues, 1000, async (batch) => {
    const inserted = (await db.insert(t.tickets).values(batch).returning(seededColumns)) as SeededTicket[];
    tickets.push(...inserted);
    // Each batch's messages right after its tickets: the search trigger then adds their words to rows just written.
    for (const ticket of inserted) addActivity(ticket);
    messageCount += messages.length;
    await insertInBatches(messages.splice(0), 2000, (b) => db.insert(t.ticketMessages).values(b));
    await writeHistory();
  });
  log(`seed: ${tickets.length} tickets, ${messageCount} messages`);

  // What filed them: the e-mails' claims, the alerts and their checks, the reminders' occurrences.
  await insertInBatches(inbound, 5000, (b) => db.insert(t.inboundMessages).values(b));
  await insertInBatches(alertLogs, 2000, (b) => db.insert(t.monitoringLogs).values(b));
  const checks = new Map<string, typeof t.monitoringChecks.$inferInsert>();
  for (const l of alertLogs.sort((x, y) => x.receivedAt!.getTime() - y.receivedAt!.getTime())) {
    const key = `${l.companyId} ${l.checkKey}`;
    const seen = checks.get(key);
    checks.set(key, {
      companyId: l.companyId!,
      checkKey: l.checkKey!,
      ticketId: l.ticketId,
      lastStatus: 'problem',
      alertCount: (seen?.alertCount ?? 0) + 1,
      lastAlertAt: l.receivedAt!,
    });
  }
  await insertInBatches([...checks.values()], 2000, (b) => db.insert(t.monitoringChecks).values(b));
  const ticketIds = new Map(tickets.map((x) => [x.fullid, x.id]));
  if (reminderRuns.length) {
    await db.insert(t.reminderRuns).values(
      reminderRuns.map((r) => ({
        reminderId: r.reminderId,
        occurrence: r.occurrence,
        ticketId: ticketIds.get(r.fullid)!,
        createdAt: r.createdAt,
      })),
    );
    for (const r of reminderRows) {
      const runs = reminderRuns.filter((x) => x.reminderId === r.id).map((x) => x.createdAt.getTime());
      if (runs.length)
        await db
          .update(t.reminders)
          .set({ sentAt: new Date(Math.max(...runs)) })
          .where(eq(t.reminders.id, r.id));
    }
  }
  log(`seed: ${inbound.length} e-mails, ${alertLogs.length} alerts, ${reminderRuns.length} reminder occurrences filed as tickets`);

  // The demo agent reported time today and yesterday (the right panel's hh:mm), on a ticket older than that.
  const demoTicket =
    tickets.filter((x) => x.assigneeId === demoAgent && x.status !== 'resolved' && x.createdAt < ts(1)).at(-1) ?? tickets[0]!;
  for (const [daysAgo, minutes] of [
    [0, 95],
    [1, 420],
  ] as const) {
    timeReports.push({
      ticketId: demoTicket.id,
      agentId: demoAgent,
      day: iso(ts(daysAgo)),
      fromHour: '09:00',
      kind: 'it',
      minutes,
      description: 'Prace administracyjne',
      createdAt: ts(daysAgo),
    });
  }
  await insertInBatches(notes, 2000, (b) => db.insert(t.ticketNotes).values(b));
  await insertInBatches(cc, 2000, (b) => db.insert(t.ticketCc).values(b).onConflictDoNothing());
  await insertInBatches(timeReports, 2000, async (b) => {
    const added = await db.insert(t.timeReports).values(b).returning({
      id: t.timeReports.id,
      ticketId: t.timeReports.ticketId,
      agentId: t.timeReports.agentId,
      createdAt: t.timeReports.createdAt,
    });
    for (const r of added)
      history.push({
        ticketId: r.ticketId,
        userId: r.agentId,
        action: 'time_report_added',
        changes: { time_report: [null, r.id] },
        createdAt: r.createdAt,
      });
  });
  await writeHistory();
  await insertInBatches(evaluations, 2000, (b) => db.insert(t.evaluations).values(b));
  log(`seed: ${timeReports.length} time reports, ${evaluations.length} evaluations, ${historyCount} history rows`);

  // Planned works: some past, some in the coming days.
  const openTickets = tickets.filter((x) => x.status !== 'resolved' && x.assigneeId);
  const plannedWorks = Array.from({ length: Math.min(openTickets.length, Math.max(6, Math.round(options.tickets / 250))) }, (_, k) => {
    const ticket = openTickets[(k * 7) % openTickets.length]!;
    const start = ts(-(k % 10) + 2 - rng.next());
    const status = rng.weighted([
      ['waiting-for-accept', 4],
      ['accepted', 5],
      ['rejected', 1],
    ] as const);
    return {
      ticketId: ticket.id,
      startTime: new Date(Math.round(start.getTime() / 900_000) * 900_000),
      hours: rng.pick([0.5, 1, 2, 4]),
      plannedById: ticket.assigneeId,
      acceptedById: status === 'accepted' ? managerId : null,
      rejectedById: status === 'rejected' ? managerId : null,
      internal: rng.chance(0.2),
      status,
    };
  });
  if (plannedWorks.length) await db.insert(t.plannedWorks).values(plannedWorks);

  // Drafts of the demo agent and admin.
  await db.insert(t.ticketDrafts).values([
    { agentId: demoAgent, companyId: acme.id, subject: 'Konfiguracja drukarki sieciowej', payload: { priority: 'normal' } },
    { agentId: demoAgent, companyId: companyRows[1]!.id, subject: 'Odnowienie licencji antywirusa', payload: {} },
    { agentId: adminId, companyId: companyRows[2]!.id, subject: 'Przegląd kopii zapasowych', payload: {} },
  ]);

  // Leaves, internal time, competencies.
  await db.insert(t.leaves).values(
    agents.flatMap((a, i) =>
      Array.from({ length: 2 }, (_, k) => {
        const start = ts(rng.int(-60, 200));
        return {
          agentId: a.id,
          start: iso(start),
          end: iso(new Date(start.getTime() + rng.int(0, 9) * DAY)),
          type: rng.pick(LEAVE_TYPES),
          description: k === 0 ? 'Urlop wypoczynkowy' : null,
          acceptedAt: (i + k) % 3 === 0 ? null : ts(70),
          acceptedById: (i + k) % 3 === 0 ? null : managerId,
        };
      }),
    ),
  );
  await db.insert(t.internalTimes).values(
    agents.flatMap((a) =>
      Array.from({ length: 6 }, () => ({
        agentId: a.id,
        day: iso(ts(rng.int(0, 60))),
        minutes: rng.int(1, 8) * 15,
        category: rng.pick(INTERNAL_TIME_CATEGORIES),
        description: 'Czas wewnętrzny',
      })),
    ),
  );
  await db
    .insert(t.competencies)
    .values(agents.flatMap((a) => COMPETENCY_AREAS.map((area) => ({ agentId: a.id, area, level: rng.int(0, 3) }))));

  // Finance.
  await db.insert(t.agentCosts).values(
    agents.map((a) => {
      const net = rng.int(70, 160) * 100;
      const allowances = rng.int(0, 10) * 100;
      return {
        agentId: a.id,
        netSalary: net,
        allowances,
        totalCost: Math.round((net * 1.42 + allowances) * 100) / 100,
        validFrom: iso(ts(365)),
        notes: null,
      };
    }),
  );
  await db.insert(t.companyPricings).values(
    companyRows.map((c, i) => ({
      companyId: c.id,
      packageHours: 10 + (i % 5) * 10,
      packagePrice: (10 + (i % 5) * 10) * 150,
      overtimePrice: 180,
      packageVisits: i % 2 === 0 ? 2 : 0,
      extraVisitPrice: 250,
      validFrom: iso(ts(365)),
      hoursNoLimit: i % 4 === 2,
      arrivalsNoLimit: i % 4 === 2,
    })),
  );

  // Notifications, monitoring logs, unassigned e-mails, access data.
  const notifyUsers = [
    demoAgent,
    adminId,
    managerId,
    regularClient,
    ...clients.filter((c) => c.email === 'vip@demo.test').map((c) => c.id),
  ];
  await db.insert(t.notifications).values(
    notifyUsers.flatMap((userId) =>
      Array.from({ length: 6 }, (_, k) => {
        const ticket = tickets[tickets.length - 1 - ((k * 13 + userId) % Math.min(200, tickets.length))]!;
        return {
          userId,
          type: 'App\\Notifications\\TicketUpdated',
          data: {
            type: 'ticket',
            message: k % 2 ? 'Nowa odpowiedź w zgłoszeniu' : 'Zmieniono status zgłoszenia',
            ticket: ticket.id,
            title: `Zgłoszenie #${ticket.id}`,
            text: 'Kliknij, aby zobaczyć szczegóły.',
          },
          readAt: k < 3 ? null : ts(k),
          createdAt: ts(k / 3),
        };
      }),
    ),
  );
  await db.insert(t.monitoringLogs).values(
    Array.from({ length: 60 }, (_, k) => {
      const company = k % 3 === 0 ? acme : rng.pick(companyRows);
      const received = ts(k / 4);
      return {
        companyId: company.id,
        title: rng.pick(MONITORING_ALERTS),
        sender: 'monitoring@zabbix.msp.test',
        address: `srv-${company.tag.toLowerCase()}-01`,
        body: 'Automatyczny alert systemu monitoringu.',
        receivedAt: received,
        readAt: k < 8 ? null : received,
        clientReadAt: k < 12 ? null : received,
      };
    }),
  );
  await db.insert(t.unassignedEmails).values(
    Array.from({ length: 25 }, (_, k) => {
      const received = ts(k / 2);
      const read = k >= 6;
      return {
        title: rng.pick(['Zapytanie ofertowe', 'Re: faktura', 'Problem z drukarką', 'Newsletter', 'Prośba o kontakt']),
        sender: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
        address: `kontakt${k}@${rng.pick(['gmail.com', 'wp.pl', 'onet.pl', 'firma.test'])}`,
        body: 'Dzień dobry, proszę o kontakt.',
        receivedAt: received,
        readAt: read ? received : null,
        readById: read ? rng.pick(fieldAgents) : null,
      };
    }),
  );
  await db.insert(t.loginLog).values(
    Array.from({ length: 20 }, (_, k) => ({
      userId: rng.pick(agents).id,
      email: 'agent@demo.test',
      ip: `10.0.0.${rng.int(2, 50)}`,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0',
      success: k % 6 !== 5,
      reason: k % 6 === 5 ? 'credentials' : null,
      createdAt: ts(k / 2),
    })),
  );
  // An IP rule for one colleague only; the demo logins work from anywhere.
  await db.insert(t.allowedIps).values([
    { userId: agentByEmail.get('marek.dabrowski@msp.test')!, address: '10.0.0.15', permanent: true },
    { userId: agentByEmail.get('marek.dabrowski@msp.test')!, address: '127.0.0.1', permanent: false },
  ]);
  await db
    .insert(t.appSettings)
    .values({ key: 'mail.last_fetched_at', value: now.toISOString() })
    .onConflictDoUpdate({ target: t.appSettings.key, set: { value: sql`excluded.value` } });
  log('seed: done');
  return { seeded: true, tickets: tickets.length };
}
