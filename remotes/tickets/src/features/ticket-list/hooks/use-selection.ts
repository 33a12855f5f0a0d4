/** Selected tickets by id, with the row as the list showed it (its version goes with a bulk change). */
import { useCallback, useMemo, useState } from 'react';
import type { TicketRow } from '@helpdesk/shared/resources';

export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, TicketRow>>(new Map());

  const toggle = useCallback((row: TicketRow) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  }, []);

  /** Selects every row given, or clears them when all of them are selected already. */
  const toggleAll = useCallback((rows: readonly TicketRow[]) => {
    setSelected((current) => {
      const next = new Map(current);
      const all = rows.length > 0 && rows.every((row) => next.has(row.id));
      for (const row of rows) {
        if (all) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  /** Keeps only these ids (after a bulk action: the ones that failed). */
  const keepOnly = useCallback((ids: readonly number[]) => {
    setSelected((current) => new Map([...current].filter(([id]) => ids.includes(id))));
  }, []);

  const rows = useMemo(() => [...selected.values()], [selected]);
  return { selected, rows, toggle, toggleAll, clear, keepOnly };
}
