/** Projects, devices and reminders. */
import { DEVICE_STATES, DEVICE_TYPES, PROJECT_STATES, REMINDER_PERIODS } from '@helpdesk/shared/schemas';
import * as t from '../../platform/db/schema';
import { Random } from './random';
import { iso } from './common';
import type { AfterPeople } from './people';

export async function seedAssets(s: AfterPeople) {
  const { db, rng, ts, companyRows, managerId, fieldAgents, clientRows, clients, clientsByCompany } = s;
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
  return {
    projects,
    devicesByCompany,
    reminderRows,
    remindersByCompany,
    reminderRuns,
    claimedOccurrences,
    RUNS_PER_REMINDER,
    clientById,
    monitoringAccounts,
    alertTitles,
  };
}

/** What the parts after this one get: the context and everything the parts so far made. */
export type AfterAssets = AfterPeople & Awaited<ReturnType<typeof seedAssets>>;
