/**
 * Automation rules at scale (issue 36 item 4 targets), on the database of bench/tickets (seeded once with N tickets):
 *  - a ticket change (`PATCH /api/admin/ticket/{id}`, fastify inject) with 50 active "updated" rules evaluated on it,
 *    against the same change with no rule active: p50/p95 of both and what the rules add. Target: ≤ 5 ms at p95.
 *  - one scheduled pass (the shipped SLA rules and a few more) over every open ticket. Target: ≤ 2 s at 500 000.
 * The rules it adds are deleted again at the end; the shipped ones are left as they were.
 *
 *   pnpm --filter @helpdesk/bench automations [-- --tickets 500000 --changes 200]   # DATABASE_URL: PostgreSQL, else PGlite
 */
import { parseArgs } from 'node:util';
import { openSeededApp, signedInCaller } from '../lib/seeded-app';
import { and, eq, inArray, isNull, ne, sql } from '../../server/node_modules/drizzle-orm/index.js';
import { automationRules, companies, tickets } from '../../server/src/platform/db/schema';
import { forgetActiveRules, runEventRules, runScheduledRules } from '../../server/src/modules/automations';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { tickets: { type: 'string', default: '20000' }, changes: { type: 'string', default: '200' } },
});
const TICKETS = Number(values.tickets);
const CHANGES = Number(values.changes);
const RULES = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function main() {
  const { db, database, app } = await openSeededApp(TICKETS);
  const ctx = app.ctx;
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(tickets);
  const companyIds = (await db.select({ id: companies.id }).from(companies).limit(5)).map((c) => c.id);
  const sample = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(isNull(tickets.deletedAt), ne(tickets.status, 'resolved'), isNull(tickets.mergedIntoId)))
    .orderBy(sql`random()`)
    .limit(CHANGES);
  console.log(`${database.kind}: ${count!.n} tickets; ${sample.length} changes per case; ${RULES} rules\n`);

  const shipped = (await db.select({ id: automationRules.id, active: automationRules.active }).from(automationRules)).map((r) => r);
  const added: number[] = [];
  try {
    // Rules of every condition kind an "updated" rule is likely to carry; most do not match, as in real use, and each
    // names a subject token of its own so none changes the benchmarked tickets.
    for (let i = 0; i < RULES; i++) {
      const kinds = [
        { field: 'company', companies: [companyIds[i % companyIds.length]!] },
        { field: 'priority', values: ['high', 'critical'] },
        { field: 'requester_domain', domains: [`bench${i}.example`] },
        { field: 'unassigned_for', minutes: 30 + i },
        { field: 'sla_resolve_elapsed', percent: 50 + i },
      ];
      const [row] = await db
        .insert(automationRules)
        .values({
          name: `Bench rule ${i}`,
          trigger: 'updated',
          conditions: [kinds[i % kinds.length]!, { field: 'subject_contains', text: `bench-token-${i}` }] as never,
          actions: [{ action: 'set_priority', priority: 'low' }] as never,
          position: 1000 + i,
          active: false,
        })
        .returning({ id: automationRules.id });
      added.push(row!.id);
    }

    const call = await signedInCaller(app, 'admin@demo.test');
    const versions = new Map<number, number>();
    for (const t of await db
      .select({ id: tickets.id, version: tickets.version })
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          sample.map((s) => s.id),
        ),
      ))
      versions.set(t.id, t.version);
    let flip = 0;
    const change = async (id: number): Promise<number> => {
      flip += 1;
      const t0 = performance.now();
      const res = await call('PATCH', `/api/admin/ticket/${id}`, { version: versions.get(id), priority: flip % 2 ? 'high' : 'normal' });
      const took = performance.now() - t0;
      versions.set(id, (JSON.parse(res.body) as { data: { version: number } }).data.version);
      return took;
    };
    // Switched behind the API's back: the instance's copy of the active rules is forgotten as a save would.
    const rulesOn = async (active: boolean) => {
      await db.update(automationRules).set({ active }).where(inArray(automationRules.id, added));
      forgetActiveRules(ctx);
    };
    for (const { id } of sample) await change(id); // warm-up
    // Interleaved, so that both cases see the same load of the machine: each ticket is changed once without and once
    // with the rules, in turn first (the second change of a ticket finds its pages warm).
    const without: number[] = [];
    const withRules: number[] = [];
    for (const [i, { id }] of sample.entries()) {
      for (const on of i % 2 ? [true, false] : [false, true]) {
        await rulesOn(on);
        await change(id); // the first change after a switch reads the rules again: not timed
        (on ? withRules : without).push(await change(id));
      }
    }
    await rulesOn(true);
    without.sort((a, b) => a - b);
    withRules.sort((a, b) => a - b);
    console.log(`ticket change, no rule active     p50 ${ms(percentile(without, 50))}   p95 ${ms(percentile(without, 95))}`);
    console.log(`ticket change, ${RULES} rules evaluated  p50 ${ms(percentile(withRules, 50))}   p95 ${ms(percentile(withRules, 95))}`);
    console.log(
      `added by the rules                 p50 ${ms(percentile(withRules, 50) - percentile(without, 50))}   p95 ${ms(percentile(withRules, 95) - percentile(without, 95))}   (target ≤ 5 ms at p95)`,
    );
    // The evaluation alone, as a change runs it (the one matching query; the active rules from the instance's copy, read
    // again every ACTIVE_RULES_TTL_MS), without the request's noise.
    const evaluations: number[] = [];
    for (const { id } of sample) {
      const t0 = performance.now();
      await runEventRules(ctx, id, ['updated']);
      evaluations.push(performance.now() - t0);
    }
    evaluations.sort((a, b) => a - b);
    console.log(
      `the ${RULES} rules' evaluation alone    p50 ${ms(percentile(evaluations, 50))}   p95 ${ms(percentile(evaluations, 95))}\n`,
    );
    await db.update(automationRules).set({ active: false }).where(inArray(automationRules.id, added));
    forgetActiveRules(ctx);

    // The scheduled pass: the shipped SLA rules and three more, as if their last pass had been 5 minutes ago.
    for (const [i, conditions] of [
      [{ field: 'unassigned_for', minutes: 60 }],
      [{ field: 'waiting_for', hours: 48 }],
      [
        { field: 'status', values: ['new'] },
        { field: 'sla_first_response_elapsed', percent: 90 },
      ],
    ].entries()) {
      const [row] = await db
        .insert(automationRules)
        .values({
          name: `Bench scheduled ${i}`,
          trigger: 'scheduled',
          everyMinutes: 5,
          conditions: conditions as never,
          actions: [{ action: 'notify_assignee' }] as never,
          position: 2000 + i,
        })
        .returning({ id: automationRules.id });
      added.push(row!.id);
    }
    await db.update(automationRules).set({ active: true }).where(eq(automationRules.trigger, 'scheduled'));
    const now = new Date();
    const since = new Date(now.getTime() - 5 * 60_000);
    const passes: number[] = [];
    let fired = 0;
    for (let i = 0; i < 3; i++) {
      // Each pass as the first after 5 minutes: moments crossed since then fire (the first pass), none after.
      await db.update(automationRules).set({ activeSince: since, lastRunAt: null }).where(eq(automationRules.trigger, 'scheduled'));
      const t0 = performance.now();
      const runs = await runScheduledRules(ctx, now, { force: true });
      passes.push(performance.now() - t0);
      if (i === 0) fired = runs.reduce((n, r) => n + r.tickets.length, 0);
    }
    console.log(
      `scheduled pass (${shipped.length + 3} rules)       first ${ms(passes[0]!)} (${fired} ticket runs)   again ${ms(Math.max(passes[1]!, passes[2]!))}   (target ≤ 2 s at 500 000)`,
    );
  } finally {
    if (added.length) await db.delete(automationRules).where(inArray(automationRules.id, added));
    for (const r of shipped) await db.update(automationRules).set({ active: r.active }).where(eq(automationRules.id, r.id));
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
