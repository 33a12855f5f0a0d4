/**
 * The ticket table's rows as one static stylesheet, written into the page once when this module loads (the list
 * screen's chunk, before or while its data are fetched), not by Griffel during the rows' first render: no rule
 * resolution at run time, no insertion of ~60 rules one by one while the rows are drawn. The values are Fluent's
 * tokens (CSS variables), so the theme still applies. The row, its cells, checkbox and tint badges are the kit's
 * (light-sheet.ts: Fluent's small TableRow, TableCell, TableSelectionCell and Badge); these rules are the ticket row's
 * own, after the kit's in the document. The layout is left to right.
 */
import { tokens } from '@fluentui/react-components';
import { LIGHT, insertStaticSheet } from '@helpdesk/shared/remote';

const t = tokens;

/**
 * Below this width of the table's room (the sidebar and the summary panel both open on a laptop) the priority stacks
 * under the status, and the SLA column narrows to this.
 */
const COMPACT_TABLE_WIDTH = 1000;
const COMPACT_SLA_WIDTH = '136px';
const COMPACT_MIN_TABLE_WIDTH = '770px';

/** A tint badge of the kit's sheet. */
const badge = (colour: keyof typeof LIGHT.colours) => `${LIGHT.badge} ${LIGHT.colours[colour]}`;

/** Class names: the kit's (light-sheet.ts) for the row, its cells and badges; the rule blocks below for the rest. */
export const ROW = {
  scroller: 'tkl-scroller',
  /** A header's text in the full layout, and in the compact one. */
  whenFull: 'tkl-when-full',
  whenCompact: 'tkl-when-compact',
  table: 'tkl-table',
  row: LIGHT.row,
  active: 'tkl-active',
  trashed: 'tkl-trashed',
  cell: LIGHT.cell,
  subjectCell: `${LIGHT.cell} tkl-subject-cell`,
  mutedCell: `${LIGHT.cell} tkl-muted`,
  selectionCell: LIGHT.selectionCell,
  headerSelectionCell: `${LIGHT.selectionCell} tkl-head-selection`,
  checkbox: LIGHT.checkbox,
  idLine: 'tkl-idline',
  numberLink: 'tkl-link tkl-number',
  subjectLink: 'tkl-link tkl-subject',
  requester: 'tkl-caption tkl-truncate',
  date: 'tkl-caption tkl-below',
  companyTag: `${badge('informative')} ${LIGHT.rounded} tkl-block tkl-below`,
  cardCompanyTag: `${badge('informative')} ${LIGHT.rounded}`,
  slaBadge: {
    informative: `${badge('informative')} tkl-block`,
    danger: `${badge('danger')} tkl-block`,
    warning: `${badge('warning')} tkl-block`,
    success: `${badge('success')} tkl-block`,
    subtle: `${badge('subtle')} tkl-block`,
  },
  label: 'tkl-label',
  /** The priority under the status, shown in the compact layout only. */
  stackedPriority: 'tkl-label tkl-stacked',
  mark: 'tkl-mark',
} as const;

/** Rules in the order Griffel would apply them: the reset (one rule per class) first, single properties after. */
export const ROW_CSS = [
  // In the header the cell is as tall as Fluent's header cells (their sort buttons' 32 px), not a row's 34 px.
  '.tkl-head-selection{height:32px}',
  // A status or priority: a coloured dot (the row's colour in --tkl-dot) beside the text.
  `.tkl-label{display:inline-flex;align-items:center;column-gap:${t.spacingHorizontalXS}}`,
  `.tkl-label::before{content:"";width:10px;height:10px;border-radius:${t.borderRadiusCircular};flex-shrink:0;background-color:var(--tkl-dot)}`,
  // The origin mark.
  `.tkl-mark{display:inline-flex;color:${t.colorNeutralForeground3};font-size:${t.fontSizeBase400};vertical-align:middle}`,
  // Single properties (Griffel's atomic classes of the table). The scroller is the container the layout is picked by.
  '.tkl-scroller{overflow-x:auto;container-type:inline-size}',
  // The rows carry the priority twice (its own column, and under the status for the compact layout), and the status
  // header both its texts: the room the table gets picks one with a container query, in the first frame as in every
  // later one (a server-rendered page is drawn as the browser lays it out, before any script runs), and crossing the
  // width redraws nothing.
  '.tkl-scroller .tkl-stacked,.tkl-when-compact{display:none}',
  `@container (max-width:${COMPACT_TABLE_WIDTH - 0.02}px){` +
    '.tkl-scroller [data-col="priority"],.tkl-when-full{display:none}' +
    '.tkl-when-compact{display:inline}' +
    '.tkl-scroller .tkl-label{display:flex;width:fit-content}' +
    '.tkl-scroller .tkl-stacked{display:flex;margin-top:2px}' +
    `.tkl-scroller th[data-col="sla"]{width:${COMPACT_SLA_WIDTH}!important}` +
    // The fixed columns take ~600 px: with less room than this the subject would shrink to nothing, so the table keeps
    // this width and scrolls sideways instead (a 1280 px window with the sidebar and the summary panel open; at 1440 px
    // the table has 780 px and fits).
    `.tkl-scroller .tkl-table{min-width:${COMPACT_MIN_TABLE_WIDTH}}` +
    '}',
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
].join('\n');

/** Writes the sheet into the document once, after the kit's (or registers it for a server render: insertStaticSheet). */
export function insertRowSheet(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  insertStaticSheet('ticket-rows', ROW_CSS, { doc });
}

insertRowSheet();
