import { SEARCH_COUNT_CAP } from '@helpdesk/shared';
import type { SearchHit } from '@helpdesk/shared/resources';

/** A search group's total as shown: the server counts up to the cap and one more, which reads "1000+". */
export const totalLabel = (total: number) => (total > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(total));

/** The company a hit belongs to, as its line shows it: none for a company (its detail names it), "staff" for an agent. */
export const hitCompany = (hit: SearchHit, agentLabel: string) =>
  hit.type === 'companies' ? '' : (hit.company?.short_name ?? (hit.type === 'people' ? agentLabel : ''));
