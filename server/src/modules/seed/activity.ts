/** Notifications, monitoring logs, unassigned e-mails and access data. */
import { sql } from 'drizzle-orm';
import * as t from '../../platform/db/schema';
import { FIRST, LAST, MONITORING_ALERTS } from './common';
import type { AfterMessages } from './messages';

export async function seedActivity(s: AfterMessages) {
  const {
    db,
    now,
    rng,
    ts,
    companyRows,
    acme,
    agents,
    agentByEmail,
    demoAgent,
    adminId,
    managerId,
    fieldAgents,
    clients,
    regularClient,
    tickets,
  } = s;
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
}
