/** What filed the tickets: e-mail claims, alerts and their checks, reminder occurrences. */
import { eq } from 'drizzle-orm';
import * as t from '../../platform/db/schema';
import { insertInBatches } from './common';
import type { AfterMessages } from './messages';

export async function seedIntake(s: AfterMessages) {
  const { db, log, reminderRows, reminderRuns, alertLogs, inbound, tickets } = s;
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
}
