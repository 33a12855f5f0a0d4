import { SEARCH_GROUP_COUNT_CAP } from '@helpdesk/shared';
import type { SearchHit } from '@helpdesk/shared/resources';

/**
 * A group's total in the grouped answer (the top bar's panel, the results page's overview) as shown: the server counts
 * up to SEARCH_GROUP_COUNT_CAP and one more (and the exact fullid beside them), which reads "100+". The group's own
 * page (`type=`) counts further; its pagination shows that total.
 */
export const totalLabel = (total: number) => (total > SEARCH_GROUP_COUNT_CAP ? `${SEARCH_GROUP_COUNT_CAP}+` : String(total));

/** The company a hit belongs to, as its line shows it: none for a company (its detail names it), "staff" for an agent. */
export const hitCompany = (hit: SearchHit, agentLabel: string) =>
  hit.type === 'companies' ? '' : (hit.company?.short_name ?? (hit.type === 'people' ? agentLabel : ''));
