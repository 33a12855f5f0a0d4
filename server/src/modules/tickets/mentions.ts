/**
 * Mentions in internal notes (`<span data-mention="12">@Jan Kowalski</span>`, kept by the sanitiser in notes only):
 * who a note names. Only active staff can be mentioned: a client, a deleted account or an id nobody has is ignored, so
 * a note never reaches anyone who may not read notes.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { mentionedUserIds } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

/** The active staff members a sanitised note body mentions, in the note's order. */
export async function mentionedStaff(db: Db, body: string): Promise<number[]> {
  const ids = mentionedUserIds(body);
  if (!ids.length) return [];
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.kind, 'agent'), isNull(users.deletedAt)));
  const found = new Set(staff.map((u) => u.id));
  return ids.filter((id) => found.has(id));
}
