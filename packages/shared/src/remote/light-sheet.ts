/**
 * The light table's look as one static stylesheet, written into the page once when this module is evaluated (with
 * the list screen's chunk, before or while its data are fetched), not by Griffel inside the rows' first render: no
 * rule resolution at run time, no insertion of ~100 rules one by one while the rows and their header are drawn. The
 * values are Fluent's tokens (CSS variables), so the theme still applies; the rules copy Fluent's small Table,
 * TableHeaderCell (with its sort button and icon), TableRow, TableCell, TableSelectionCell and tint Badge, and the
 * small Button the row actions draw. The sheet goes first in the document's head, before Griffel's style elements: a
 * screen's own Griffel class given to a row, a cell or a badge still wins over these, as over Fluent's reset classes.
 */
import { tokens, typographyStyles } from '@fluentui/react-components';
import { MOBILE_MEDIA_QUERY } from '../constants.ts';

const t = tokens;
const caption1Strong = typographyStyles.caption1Strong;

/** Class names, each used by the rule blocks below. */
export const LIGHT = {
  scroll: 'hlt-scroll',
  table: 'hlt-table',
  headerRow: 'hlt-head-row',
  headerCell: 'hlt-th',
  sortableHeaderCell: 'hlt-th hlt-th-sortable',
  headerButton: 'hlt-th-button',
  sortButton: 'hlt-th-button hlt-sort-button',
  sortIcon: 'hlt-sort-icon',
  hideNarrow: 'hlt-hide-narrow',
  row: 'hlt-row',
  cell: 'hlt-cell',
  selectionCell: 'hlt-selection',
  checkbox: 'hlt-checkbox',
  link: 'hlt-link',
  muted: 'hlt-muted',
  badge: 'hlt-badge',
  rounded: 'hlt-rounded',
  colourLabel: 'hlt-colour-label',
  dot: 'hlt-dot',
  colours: {
    informative: 'hlt-informative',
    danger: 'hlt-danger',
    warning: 'hlt-warning',
    success: 'hlt-success',
    subtle: 'hlt-subtle',
    brand: 'hlt-brand',
  },
  button: 'hlt-button',
  subtleButton: 'hlt-button hlt-button-subtle',
  actions: 'hlt-actions',
  /** A list's rows as cards below the mobile breakpoint (LightCards; the ticket cards take the list and card too). */
  cards: 'hlt-cards',
  card: 'hlt-card',
  /** A card of LightCards: its lines keep their own width (a badge or a button does not stretch across). */
  listCard: 'hlt-card hlt-card-start',
  cardTitle: 'hlt-card-title',
  /** A line of items side by side (links, actions), wrapping. */
  cardLine: 'hlt-card-line',
  /** Fluent's Caption1 / Text size 200. */
  caption: 'hlt-caption',
} as const;

const colours = (name: string, background: string, colour: string, border: string) =>
  `.hlt-${name}{background-color:${background};color:${colour};border-color:${border}}`;

/** Rules in the order Griffel would apply them: one block per component first, single properties after. */
export const LIGHT_CSS = [
  // Fluent's Table (the layout sized to the content: plain cells do not clip as Fluent's cell layout does).
  `.hlt-table{border-collapse:collapse;background-color:${t.colorSubtleBackground};display:table;vertical-align:middle;width:100%;table-layout:auto}`,
  // A table sized to its content scrolls sideways on a narrow screen instead of overlapping its cells.
  '.hlt-scroll{overflow-x:auto;max-width:100%}',
  '.hlt-scroll table{table-layout:auto}',
  // Fluent's TableRow as a header row, size small.
  `.hlt-head-row{display:table-row;color:${t.colorNeutralForeground1};box-sizing:border-box;border-bottom:${t.strokeWidthThin} solid ${t.colorNeutralStroke2}}`,
  // Fluent's TableHeaderCell: the cell, and its (sort) button filling it; a native button reset to Fluent's look.
  `.hlt-th{display:table-cell;vertical-align:middle;font-weight:${t.fontWeightRegular};padding:0 ${t.spacingHorizontalS};position:relative}`,
  `.hlt-th:has(:focus-visible){outline:2px solid ${t.colorStrokeFocus2};border-radius:${t.borderRadiusMedium}}`,
  `.hlt-th-sortable:hover{color:${t.colorNeutralForeground1Hover};background-color:${t.colorSubtleBackgroundHover}}`,
  `.hlt-th-sortable:active{color:${t.colorNeutralForeground1Pressed};background-color:${t.colorSubtleBackgroundPressed}}`,
  `.hlt-th-button{appearance:none;box-sizing:content-box;margin:0;padding:0;border:none;background-color:inherit;color:inherit;` +
    'font:inherit;line-height:normal;letter-spacing:inherit;text-align:unset;overflow:visible;position:relative;width:100%;' +
    `display:flex;flex:1 1 0px;height:100%;align-items:center;gap:${t.spacingHorizontalXS};min-height:32px;outline-style:none}`,
  '.hlt-sort-button{cursor:pointer}',
  `.hlt-sort-icon{display:flex;align-items:center;padding-top:${t.spacingVerticalXXS}}`,
  // Fluent's TableRow, size small.
  `.hlt-row{color:${t.colorNeutralForeground1};box-sizing:border-box;border-bottom:${t.strokeWidthThin} solid ${t.colorNeutralStroke2}}`,
  `.hlt-row:hover{background-color:${t.colorSubtleBackgroundHover};color:${t.colorNeutralForeground1Hover}}`,
  `.hlt-row:active{background-color:${t.colorSubtleBackgroundPressed};color:${t.colorNeutralForeground1Pressed}}`,
  `.hlt-row:focus-visible{outline:2px solid ${t.colorStrokeFocus2};border-radius:${t.borderRadiusMedium}}`,
  // Fluent's TableCell, size small.
  `.hlt-cell{position:relative;display:table-cell;vertical-align:middle;height:34px;padding-left:${t.spacingHorizontalS};padding-right:${t.spacingHorizontalS}}`,
  // Fluent's TableSelectionCell with a native checkbox in the brand colour.
  '.hlt-selection{position:relative;display:table-cell;vertical-align:middle;width:44px;height:34px;padding:0;text-align:center;white-space:nowrap}',
  `.hlt-checkbox{width:16px;height:16px;margin:0;vertical-align:middle;cursor:pointer;accent-color:${t.colorCompoundBrandBackground}}`,
  `.hlt-checkbox:focus-visible{outline:2px solid ${t.colorStrokeFocus2};outline-offset:2px}`,
  // Fluent's Badge, size medium, appearance tint.
  `.hlt-badge{display:inline-flex;box-sizing:border-box;align-items:center;justify-content:center;position:relative;` +
    `font-family:${caption1Strong.fontFamily};font-size:${caption1Strong.fontSize};font-weight:${caption1Strong.fontWeight};` +
    `line-height:${caption1Strong.lineHeight};height:20px;min-width:20px;` +
    `padding:0 calc(${t.spacingHorizontalXS} + ${t.spacingHorizontalXXS});border-radius:${t.borderRadiusCircular};` +
    `border-color:${t.colorTransparentStroke}}`,
  `.hlt-badge::after{content:"";position:absolute;top:0;left:0;bottom:0;right:0;border-style:solid;border-color:inherit;` +
    `border-width:${t.strokeWidthThin};border-radius:inherit}`,
  // ColourLabel: a coloured dot beside the text.
  `.hlt-colour-label{display:inline-flex;align-items:center;column-gap:${t.spacingHorizontalXS}}`,
  `.hlt-dot{width:10px;height:10px;border-radius:${t.borderRadiusCircular};flex-shrink:0}`,
  // Fluent's small Button (the default appearance for restore, subtle for edit and delete).
  `.hlt-button{display:inline-flex;align-items:center;justify-content:center;vertical-align:middle;box-sizing:border-box;` +
    `min-width:64px;min-height:24px;margin:0;padding:3px ${t.spacingHorizontalS};border-radius:${t.borderRadiusMedium};` +
    `font-family:${t.fontFamilyBase};font-size:${t.fontSizeBase200};line-height:${t.lineHeightBase200};font-weight:${t.fontWeightRegular};` +
    `cursor:pointer;border:${t.strokeWidthThin} solid ${t.colorNeutralStroke1};background-color:${t.colorNeutralBackground1};` +
    `color:${t.colorNeutralForeground1}}`,
  `.hlt-button:hover{background-color:${t.colorNeutralBackground1Hover};color:${t.colorNeutralForeground1Hover}}`,
  `.hlt-button:active{background-color:${t.colorNeutralBackground1Pressed}}`,
  `.hlt-button:focus-visible{outline:2px solid ${t.colorStrokeFocus2};outline-offset:1px}`,
  // Single properties (the atomic classes).
  `.hlt-button-subtle{background-color:${t.colorSubtleBackground};border-color:transparent;color:${t.colorNeutralForeground2}}`,
  `.hlt-button-subtle:hover{background-color:${t.colorSubtleBackgroundHover};color:${t.colorNeutralForeground2Hover}}`,
  `.hlt-button-subtle:active{background-color:${t.colorSubtleBackgroundPressed}}`,
  `.hlt-actions{display:flex;flex-wrap:wrap;column-gap:${t.spacingHorizontalXS}}`,
  `.hlt-link{color:${t.colorBrandForegroundLink};text-decoration-line:none}`,
  '.hlt-link:hover{text-decoration-line:underline}',
  `.hlt-muted{color:${t.colorNeutralForeground3}}`,
  `.hlt-rounded{border-radius:${t.borderRadiusMedium}}`,
  colours('informative', t.colorNeutralBackground4, t.colorNeutralForeground3, t.colorNeutralStroke2),
  colours('danger', t.colorPaletteRedBackground1, t.colorPaletteRedForeground1, t.colorPaletteRedBorder1),
  colours('warning', t.colorPaletteYellowBackground1, t.colorPaletteYellowForeground1, t.colorPaletteYellowBorder1),
  colours('success', t.colorPaletteGreenBackground1, t.colorPaletteGreenForeground1, t.colorPaletteGreenBorder1),
  colours('subtle', t.colorNeutralBackground1, t.colorNeutralForeground3, t.colorNeutralStroke2),
  colours('brand', t.colorBrandBackground2, t.colorBrandForeground2, t.colorBrandStroke2),
  // Fluent's Card, appearance filled, size medium with a list's smaller padding and gap, in a plain list.
  `.hlt-cards{display:flex;flex-direction:column;row-gap:${t.spacingVerticalS};list-style-type:none;margin:0;padding:0}`,
  `.hlt-card{overflow:hidden;border-radius:${t.borderRadiusMedium};display:flex;flex-direction:column;position:relative;` +
    `box-sizing:border-box;color:${t.colorNeutralForeground1};background-color:${t.colorNeutralBackground1};box-shadow:${t.shadow4};` +
    `padding:${t.spacingVerticalS};column-gap:12px;row-gap:${t.spacingVerticalXS}}`,
  `.hlt-card::after{position:absolute;top:0;left:0;right:0;bottom:0;content:"";pointer-events:none;border-style:solid;` +
    `border-width:${t.strokeWidthThin};border-color:${t.colorTransparentStroke};border-radius:${t.borderRadiusMedium}}`,
  '.hlt-card-start{align-items:flex-start}',
  `.hlt-card-title{font-weight:${t.fontWeightSemibold};overflow-wrap:anywhere}`,
  `.hlt-card-line{display:flex;flex-wrap:wrap;align-items:center;column-gap:${t.spacingHorizontalM};row-gap:${t.spacingVerticalXXS}}`,
  `.hlt-caption{font-family:${t.fontFamilyBase};font-size:${t.fontSizeBase200};line-height:${t.lineHeightBase200};font-weight:${t.fontWeightRegular}}`,
  `@media ${MOBILE_MEDIA_QUERY}{.hlt-hide-narrow{display:none}}`,
].join('\n');

/**
 * Where a server render finds the static sheets the modules it ran would have written into the head (a `Map` of the
 * sheet's name to its rules, one per process): the shell's server renderer puts each into the page's head, as
 * `<style data-sheet="name">`, which the browser's copy of this module then finds there.
 */
export const SERVER_SHEETS_GLOBAL = '__helpdeskServerSheets';

/**
 * Writes a static sheet into the document's head once — `first`: before everything (the kit's sheet, under Griffel's
 * rules and any screen's), else after what is there — when the module that owns it is evaluated. A sheet of that name
 * with the same rules already there is kept (another copy of the module: another remote's, a test's, or the server's
 * render of the page); a module built from another version of the rules adds its own. Without a document (a server
 * render) the sheet is registered for the renderer, which writes it into the page's head: the browser then finds it
 * there, and neither restyles the rendered page while it hydrates nor draws the page's first frame without it.
 */
export function insertStaticSheet(
  name: string,
  css: string,
  { first = false, doc = typeof document === 'undefined' ? undefined : document }: { first?: boolean; doc?: Document | undefined } = {},
): void {
  if (!doc) {
    const registry = ((globalThis as Record<string, unknown>)[SERVER_SHEETS_GLOBAL] ??= new Map<string, string>()) as Map<string, string>;
    registry.set(name, css);
    return;
  }
  if (!doc.head) return;
  for (const sheet of doc.querySelectorAll(`style[data-sheet="${name}"]`)) if (sheet.textContent === css) return;
  const style = doc.createElement('style');
  style.dataset.sheet = name;
  style.textContent = css;
  if (first) doc.head.prepend(style);
  else doc.head.append(style);
}

/** The kit's sheet, first in the head (insertStaticSheet). */
export function insertLightSheet(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  insertStaticSheet('light-table', LIGHT_CSS, { first: true, doc });
}

insertLightSheet();
