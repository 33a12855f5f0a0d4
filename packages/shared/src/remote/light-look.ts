/**
 * What a light table row draws with, made once per table: the classes of Fluent's small table row and cell, its
 * selection cell with a native checkbox, its tint badges and the colour labels as plain elements (fifty rows of
 * Fluent's TableRow/TableCell/Badge components cost a hook chain and a class merge per cell).
 */
import { makeResetStyles, makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { useMemo } from 'react';

const badgeBorder = (colour: string) => shorthands.borderColor(colour);

// One CSS rule per class (makeResetStyles), not one per property: the first list of a page inserts fewer rules.
// Fluent's TableRow, size small, not a header row.
const useRowClass = makeResetStyles({
  color: tokens.colorNeutralForeground1,
  boxSizing: 'border-box',
  borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1Hover },
  ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground1Pressed },
  ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
});
// Fluent's TableCell, size small.
const useCellClass = makeResetStyles({
  position: 'relative',
  display: 'table-cell',
  verticalAlign: 'middle',
  height: '34px',
  paddingLeft: tokens.spacingHorizontalS,
  paddingRight: tokens.spacingHorizontalS,
});
// Fluent's TableSelectionCell with a native checkbox in the brand colour.
const useSelectionCellClass = makeResetStyles({
  position: 'relative',
  display: 'table-cell',
  verticalAlign: 'middle',
  width: '44px',
  height: '34px',
  padding: 0,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
const useCheckboxClass = makeResetStyles({
  width: '16px',
  height: '16px',
  margin: 0,
  verticalAlign: 'middle',
  cursor: 'pointer',
  accentColor: tokens.colorCompoundBrandBackground,
  ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
});
// Fluent's Badge, size medium, appearance tint.
const useBadgeClass = makeResetStyles({
  display: 'inline-flex',
  boxSizing: 'border-box',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  ...typographyStyles.caption1Strong,
  height: '20px',
  minWidth: '20px',
  padding: `0 calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
  borderRadius: tokens.borderRadiusCircular,
  ...shorthands.borderColor(tokens.colorTransparentStroke),
  '::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    ...shorthands.borderStyle('solid'),
    ...shorthands.borderColor('inherit'),
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    borderRadius: 'inherit',
  },
});
// ColourLabel: a coloured dot beside the text.
const useColourLabelClass = makeResetStyles({ display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS });
const useDotClass = makeResetStyles({ width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 });

const useLookStyles = makeStyles({
  rounded: { borderRadius: tokens.borderRadiusMedium },
  informative: {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    ...badgeBorder(tokens.colorNeutralStroke2),
  },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...badgeBorder(tokens.colorPaletteRedBorder1),
  },
  warning: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    ...badgeBorder(tokens.colorPaletteYellowBorder1),
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...badgeBorder(tokens.colorPaletteGreenBorder1),
  },
  subtle: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ...badgeBorder(tokens.colorNeutralStroke2),
  },
  brand: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...badgeBorder(tokens.colorBrandStroke2),
  },
});

/** The tint badge colours a light row draws (Fluent Badge's `color` with `appearance="tint"`). */
export type LightBadgeColour = 'informative' | 'danger' | 'warning' | 'success' | 'subtle' | 'brand';
const BADGE_COLOURS: LightBadgeColour[] = ['informative', 'danger', 'warning', 'success', 'subtle', 'brand'];

/** The light row's classes, for a table to take once (the same object while the classes are the same). */
export function useLightLook() {
  const atomic = useLookStyles();
  const row = useRowClass();
  const cell = useCellClass();
  const selectionCell = useSelectionCellClass();
  const checkbox = useCheckboxClass();
  const badge = useBadgeClass();
  const colourLabel = useColourLabelClass();
  const dot = useDotClass();
  return useMemo(() => {
    // A whole badge's class per colour, merged once for every row.
    const badges = Object.fromEntries(BADGE_COLOURS.map((colour) => [colour, mergeClasses(badge, atomic[colour])])) as Record<
      LightBadgeColour,
      string
    >;
    return { ...atomic, row, cell, selectionCell, checkbox, badge, colourLabel, dot, badges };
  }, [atomic, row, cell, selectionCell, checkbox, badge, colourLabel, dot]);
}

export type LightLook = ReturnType<typeof useLightLook>;

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
