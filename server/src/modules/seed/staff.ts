/** Leaves, internal time and competencies. */
import { COMPETENCY_AREAS, INTERNAL_TIME_CATEGORIES, LEAVE_TYPES } from '@helpdesk/shared/schemas';
import * as t from '../../platform/db/schema';
import { DAY, iso } from './common';
import type { AfterMessages } from './messages';

export async function seedStaff(s: AfterMessages) {
  const { db, rng, ts, agents, managerId } = s;
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
}
