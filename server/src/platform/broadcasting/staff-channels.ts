/** Staff-only events of a company (planned works, company and client changes) go to these channels, never the company's. */
import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import { userChannel } from '@helpdesk/shared/schemas';
import type { Db } from '../db/client';
import { companyAgents, users } from '../db/schema';
import { ABILITIES } from '../policy';

/** The own channels of the agents who see every company's tickets or are assigned to this one. */
export async function staffChannelsOfCompany(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.kind, 'agent'),
        isNull(users.deletedAt),
        or(
          inArray(users.role, [...ABILITIES['companies.see-all']]),
          exists(
            db
              .select({ one: companyAgents.agentId })
              .from(companyAgents)
              .where(and(eq(companyAgents.agentId, users.id), eq(companyAgents.companyId, companyId))),
          ),
        ),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => userChannel(r.id));
}
