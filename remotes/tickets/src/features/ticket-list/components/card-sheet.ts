/**
 * The ticket cards (below the mobile breakpoint) as one static stylesheet, written into the page once when the cards'
 * chunk is evaluated, not by Griffel while fifty cards are drawn. The values are Fluent's tokens (CSS variables), so
 * the theme still applies; the list and the card are the kit's (LIGHT.cards, LIGHT.card: Fluent's filled Card), the
 * rules here copy its filled-alternative look when selected and Fluent's medium Checkbox's box (Caption1 and Text
 * size 200 are the kit's LIGHT.caption). The badges and colour labels are the table's (row-sheet.ts).
 */
import { tokens } from '@fluentui/react-components';
import { LIGHT, insertStaticSheet } from '@helpdesk/shared/remote';

const t = tokens;

export const CARD = {
  list: LIGHT.cards,
  card: LIGHT.card,
  selected: 'tkc-selected',
  active: 'tkc-active',
  top: 'tkc-top',
  check: 'tkc-check',
  checkbox: 'tkc-checkbox',
  number: 'tkc-number',
  subject: 'tkc-subject',
  meta: LIGHT.cardLine,
  sla: 'tkc-sla',
  date: `${LIGHT.caption} ${LIGHT.muted} tkc-grow`,
  caption: LIGHT.caption,
  text: LIGHT.caption,
} as const;

export const CARD_CSS = [
  `.tkc-selected{background-color:${t.colorNeutralBackground2}}`,
  `.tkc-active{outline:2px solid ${t.colorStrokeFocus2};outline-offset:-2px}`,
  `.tkc-top{display:flex;align-items:center;column-gap:${t.spacingHorizontalS}}`,
  // Fluent's medium Checkbox: a 16 px box with 8 px around it; the whole box toggles.
  `.tkc-check{position:relative;display:inline-flex;cursor:pointer;vertical-align:middle;color:${t.colorNeutralForeground3}}`,
  `.tkc-checkbox{box-sizing:border-box;width:16px;height:16px;margin:${t.spacingVerticalS} ${t.spacingHorizontalS};cursor:pointer;` +
    `accent-color:${t.colorCompoundBrandBackground}}`,
  `.tkc-checkbox:focus-visible{outline:2px solid ${t.colorStrokeFocus2};outline-offset:2px}`,
  `.tkc-number{color:${t.colorBrandForegroundLink};text-decoration-line:none}`,
  `.tkc-subject{color:${t.colorNeutralForeground1};text-decoration-line:none;font-weight:${t.fontWeightSemibold};overflow-wrap:anywhere}`,
  '.tkc-sla{display:flex;flex-direction:column;align-items:flex-start;row-gap:2px}',
  '.tkc-grow{margin-left:auto}',
].join('\n');

/** Writes the sheet into the document once, after the kit's (or registers it for a server render: insertStaticSheet). */
export function insertCardSheet(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  insertStaticSheet('ticket-cards', CARD_CSS, { doc });
}

insertCardSheet();
