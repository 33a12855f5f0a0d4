/**
 * The ticket table's rows as one static stylesheet, written into the page once when this module loads (the list
 * screen's chunk, before or while its data are fetched), not by Griffel during the rows' first render: no rule
 * resolution at run time, no insertion of ~60 rules one by one while the rows are drawn. The values are Fluent's
 * tokens (CSS variables), so the theme still applies; the rules copy Fluent's small TableRow, TableCell,
 * TableSelectionCell and tint Badge, as the Griffel reset classes in row-look.ts do. The layout is left to right.
 */
import { tokens, typographyStyles } from '@fluentui/react-components';

const t = tokens;
const caption1Strong = typographyStyles.caption1Strong;

/** Class names, each used by one rule block below. */
export const ROW = {
  scroller: 'tkl-scroller',
  full: 'tkl-full',
  compact: 'tkl-compact',
  table: 'tkl-table',
  row: 'tkl-row',
  active: 'tkl-active',
  trashed: 'tkl-trashed',
  cell: 'tkl-cell',
  subjectCell: 'tkl-cell tkl-subject-cell',
  mutedCell: 'tkl-cell tkl-muted',
  selectionCell: 'tkl-selection',
  headerSelectionCell: 'tkl-selection tkl-head-selection',
  checkbox: 'tkl-checkbox',
  idLine: 'tkl-idline',
  numberLink: 'tkl-link tkl-number',
  subjectLink: 'tkl-link tkl-subject',
  requester: 'tkl-caption tkl-truncate',
  date: 'tkl-caption tkl-below',
  companyTag: 'tkl-badge tkl-informative tkl-rounded tkl-block tkl-below',
  cardCompanyTag: 'tkl-badge tkl-informative tkl-rounded',
  slaBadge: {
    informative: 'tkl-badge tkl-informative tkl-block',
    danger: 'tkl-badge tkl-danger tkl-block',
    warning: 'tkl-badge tkl-warning tkl-block',
    success: 'tkl-badge tkl-success tkl-block',
    subtle: 'tkl-badge tkl-subtle tkl-block',
  },
  label: 'tkl-label',
  /** The priority under the status, shown in the compact layout only. */
  stackedPriority: 'tkl-label tkl-stacked',
  mark: 'tkl-mark',
} as const;

const badgeColours = (name: string, background: string, colour: string, border: string) =>
  `.tkl-${name}{background-color:${background};color:${colour};border-color:${border}}`;

/** Rules in the order Griffel would apply them: the reset (one rule per class) first, single properties after. */
export const ROW_CSS = [
  // Fluent's TableRow, size small.
  `.tkl-row{color:${t.colorNeutralForeground1};box-sizing:border-box;border-bottom:${t.strokeWidthThin} solid ${t.colorNeutralStroke2}}`,
  `.tkl-row:hover{background-color:${t.colorSubtleBackgroundHover};color:${t.colorNeutralForeground1Hover}}`,
  `.tkl-row:active{background-color:${t.colorSubtleBackgroundPressed};color:${t.colorNeutralForeground1Pressed}}`,
  `.tkl-row:focus-visible{outline:2px solid ${t.colorStrokeFocus2};border-radius:${t.borderRadiusMedium}}`,
  // Fluent's TableCell, size small.
  `.tkl-cell{position:relative;display:table-cell;vertical-align:middle;height:34px;padding-left:${t.spacingHorizontalS};padding-right:${t.spacingHorizontalS}}`,
  // Fluent's TableSelectionCell with a native checkbox in the brand colour.
  '.tkl-selection{position:relative;display:table-cell;vertical-align:middle;width:44px;height:34px;padding:0;text-align:center;white-space:nowrap}',
  // In the header the cell is as tall as Fluent's header cells (their sort buttons' 32 px), not a row's 34 px.
  '.tkl-head-selection{height:32px}',
  `.tkl-checkbox{width:16px;height:16px;margin:0;vertical-align:middle;cursor:pointer;accent-color:${t.colorCompoundBrandBackground}}`,
  `.tkl-checkbox:focus-visible{outline:2px solid ${t.colorStrokeFocus2};outline-offset:2px}`,
  // Fluent's Badge, size medium, appearance tint.
  `.tkl-badge{display:inline-flex;box-sizing:border-box;align-items:center;justify-content:center;position:relative;` +
    `font-family:${caption1Strong.fontFamily};font-size:${caption1Strong.fontSize};font-weight:${caption1Strong.fontWeight};` +
    `line-height:${caption1Strong.lineHeight};height:20px;min-width:20px;` +
    `padding:0 calc(${t.spacingHorizontalXS} + ${t.spacingHorizontalXXS});border-radius:${t.borderRadiusCircular};` +
    `border-color:${t.colorTransparentStroke}}`,
  `.tkl-badge::after{content:"";position:absolute;top:0;left:0;bottom:0;right:0;border-style:solid;border-color:inherit;` +
    `border-width:${t.strokeWidthThin};border-radius:inherit}`,
  // A status or priority: a coloured dot (the row's colour in --tkl-dot) beside the text.
  `.tkl-label{display:inline-flex;align-items:center;column-gap:${t.spacingHorizontalXS}}`,
  `.tkl-label::before{content:"";width:10px;height:10px;border-radius:${t.borderRadiusCircular};flex-shrink:0;background-color:var(--tkl-dot)}`,
  // The origin mark.
  `.tkl-mark{display:inline-flex;color:${t.colorNeutralForeground3};font-size:${t.fontSizeBase400};vertical-align:middle}`,
  // Single properties (Griffel's atomic classes of the table).
  '.tkl-scroller{overflow-x:auto}',
  // The rows carry the priority twice (its own column, and under the status for the compact layout); the table's
  // width picks one with CSS, so crossing the width redraws the header, not fifty rows.
  '.tkl-full .tkl-stacked{display:none}',
  '.tkl-compact [data-col="priority"]{display:none}',
  '.tkl-compact .tkl-label{display:flex;width:fit-content}',
  '.tkl-compact .tkl-stacked{margin-top:2px}',
  // Fluent's Table: fixed layout (the columns' widths are given), at least 640 px wide.
  `.tkl-table{border-collapse:collapse;background-color:${t.colorSubtleBackground};display:table;vertical-align:middle;width:100%;table-layout:fixed;min-width:640px}`,
  `.tkl-active{background-color:${t.colorNeutralBackground1Selected};outline:2px solid ${t.colorStrokeFocus2};outline-offset:-2px}`,
  `.tkl-trashed{color:${t.colorNeutralForeground3}}`,
  // The number, the company tag and the creation date one under the other, 2 px apart.
  `.tkl-idline{display:flex;width:fit-content;align-items:center;column-gap:${t.spacingHorizontalXS}}`,
  '.tkl-number{display:block;width:fit-content}',
  '.tkl-block{display:flex;width:fit-content}',
  '.tkl-below{display:block;margin-top:2px}',
  '.tkl-block.tkl-below{display:flex}',
  `.tkl-link{color:${t.colorBrandForegroundLink};text-decoration-line:none}`,
  '.tkl-link:hover{text-decoration-line:underline}',
  `.tkl-subject-cell{padding-top:${t.spacingVerticalXS};padding-bottom:${t.spacingVerticalXS}}`,
  `.tkl-subject{display:block;font-weight:${t.fontWeightSemibold};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
  '.tkl-truncate{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}',
  // Caption1's typography, muted.
  `.tkl-caption{font-family:${t.fontFamilyBase};font-size:${t.fontSizeBase200};line-height:${t.lineHeightBase200};` +
    `font-weight:${t.fontWeightRegular};color:${t.colorNeutralForeground3}}`,
  `.tkl-muted{color:${t.colorNeutralForeground3}}`,
  `.tkl-rounded{border-radius:${t.borderRadiusMedium}}`,
  badgeColours('informative', t.colorNeutralBackground4, t.colorNeutralForeground3, t.colorNeutralStroke2),
  badgeColours('danger', t.colorPaletteRedBackground1, t.colorPaletteRedForeground1, t.colorPaletteRedBorder1),
  badgeColours('warning', t.colorPaletteYellowBackground1, t.colorPaletteYellowForeground1, t.colorPaletteYellowBorder1),
  badgeColours('success', t.colorPaletteGreenBackground1, t.colorPaletteGreenForeground1, t.colorPaletteGreenBorder1),
  badgeColours('subtle', t.colorNeutralBackground1, t.colorNeutralForeground3, t.colorNeutralStroke2),
].join('\n');

/** Writes the sheet into the document once (a second copy of the module, e.g. a test's, finds it there). */
export function insertRowSheet(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.querySelector('style[data-sheet="ticket-rows"]')) return;
  const style = doc.createElement('style');
  style.dataset.sheet = 'ticket-rows';
  style.textContent = ROW_CSS;
  doc.head.append(style);
}

insertRowSheet();
