import { SEARCH_COUNT_CAP } from '@helpdesk/shared';

/** A search group's total as shown: the server counts up to the cap and one more, which reads "1000+". */
export const totalLabel = (total: number) => (total > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(total));
