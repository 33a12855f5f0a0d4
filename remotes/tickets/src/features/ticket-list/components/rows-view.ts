import type { TicketRow } from '@helpdesk/shared/resources';
import type { TicketSort } from '../../../lib/ticket-vocabulary.ts';

/** What the table (wide screens) and the cards (mobile) both take. */
export interface RowsViewProps {
  rows: TicketRow[];
  selected: ReadonlyMap<number, TicketRow>;
  active: number;
  setActive: (index: number) => void;
  onToggle: (row: TicketRow) => void;
  onToggleAll: () => void;
  sort: TicketSort;
  onSort: (sort: TicketSort) => void;
  busy: boolean;
}
