/**
 * A list's rows as cards below the mobile breakpoint (ListFrame's `cards`), drawn as LightTable draws its rows: plain
 * elements with the classes of the kit's static stylesheet (Fluent's filled Card in a plain list), the table's kit for
 * links, badges and muted texts, one delegated listener for the links, no component and no hook per card.
 */
import type { ReactNode } from 'react';
import { LIGHT } from './light-sheet.ts';
import { useLightKit, type LightCellKit } from './light-table.tsx';

export interface LightCardsProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The list's accessible name. */
  label: string;
  /**
   * A card's content: plain elements and strings, with the kit (`link`, `badge`, `muted`) and the sheet's card classes
   * (`LIGHT.cardTitle`, `LIGHT.cardLine`, `LIGHT.caption`); the row actions of `useLightRowActions`.
   */
  card: (row: Row, kit: LightCellKit) => ReactNode;
  /** A card's extra attributes (test ids, data-*). */
  cardProps?: (row: Row) => Record<string, string | number | boolean | undefined>;
  busy?: boolean | undefined;
  'data-testid'?: string;
}

export function LightCards<Row>({ rows, rowKey, label, card, cardProps, busy, ...props }: LightCardsProps<Row>) {
  const { kit, onLinkClick } = useLightKit();
  return (
    <ul className={LIGHT.cards} aria-label={label} aria-busy={busy} data-testid={props['data-testid']} onClick={onLinkClick}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={LIGHT.listCard} {...cardProps?.(row)}>
          {card(row, kit)}
        </li>
      ))}
    </ul>
  );
}
