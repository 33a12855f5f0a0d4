/**
 * What a light table row draws with: the classes of Fluent's small table row and cell, its selection cell with a
 * native checkbox, its tint badges and the colour labels as plain elements (fifty rows of Fluent's
 * TableRow/TableCell/Badge components cost a hook chain and a class merge per cell). The classes are the kit's static
 * stylesheet (light-sheet.ts): nothing is resolved or inserted while a table renders.
 */
import { LIGHT } from './light-sheet.ts';

/** The tint badge colours a light row draws (Fluent Badge's `color` with `appearance="tint"`). */
export type LightBadgeColour = 'informative' | 'danger' | 'warning' | 'success' | 'subtle' | 'brand';
const BADGE_COLOURS: LightBadgeColour[] = ['informative', 'danger', 'warning', 'success', 'subtle', 'brand'];

const LOOK = {
  ...LIGHT.colours,
  rounded: LIGHT.rounded,
  row: LIGHT.row,
  cell: LIGHT.cell,
  selectionCell: LIGHT.selectionCell,
  checkbox: LIGHT.checkbox,
  badge: LIGHT.badge,
  colourLabel: LIGHT.colourLabel,
  dot: LIGHT.dot,
  /** A whole badge's class per colour. */
  badges: Object.fromEntries(BADGE_COLOURS.map((colour) => [colour, `${LIGHT.badge} ${LIGHT.colours[colour]}`])) as Record<
    LightBadgeColour,
    string
  >,
};

/** The light row's classes, for a table to take once (the same object for the page's life). */
export function useLightLook(): typeof LOOK {
  return LOOK;
}

export type LightLook = typeof LOOK;

/** A text lookup that asks `text` once per key (a row's enum names: once per table, not once per row). */
export function cachedText<K extends string | number>(text: (key: K) => string): (key: K) => string {
  const seen = new Map<K, string>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) {
      value = text(key);
      seen.set(key, value);
    }
    return value;
  };
}
