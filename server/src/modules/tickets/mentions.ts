/**
 * Mentions in internal notes (`<span data-mention="12">@Jan Kowalski</span>`, kept by the sanitiser in notes only):
 * who a note names. Only active staff who may open the ticket can be mentioned: a client, a deleted account, an id
 * nobody has, or an agent outside the ticket's company (their bell would lead to a 404) is ignored, so a note never
 * reaches anyone who may not read it.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { mentionedUserIds } from '@helpdesk/shared/schemas';
import { can as canHold } from '@helpdesk/shared/permissions';
import type { Db } from '../../platform/db/client';
import { companyAgents, users } from '../../platform/db/schema';
import { rolesOf } from '../../platform/policy';

/** The active staff members a sanitised note body mentions who may see the ticket's company, in the note's order. */
export async function mentionedStaff(db: Db, body: string, companyId: number): Promise<number[]> {
  const ids = mentionedUserIds(body);
  if (!ids.length) return [];
  const staff = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.kind, 'agent'), isNull(users.deletedAt)));
  const assigned = await db
    .select({ agentId: companyAgents.agentId, companyId: companyAgents.companyId })
    .from(companyAgents)
    .where(
      inArray(
        companyAgents.agentId,
        staff.map((u) => u.id),
      ),
    );
  const found = new Set(
    staff
      .filter((u) => {
        const theirs = assigned.filter((a) => a.agentId === u.id);
        // The record scope of policy.ts: every company with `companies.see-all`, else the assigned ones.
        return canHold(rolesOf(u, null, theirs.length), 'companies.see-all') || theirs.some((a) => a.companyId === companyId);
      })
      .map((u) => u.id),
  );
  return ids.filter((id) => found.has(id));
}
