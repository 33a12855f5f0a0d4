/**
 * The ticket cards (below the mobile breakpoint) as one static stylesheet, written into the page once when the cards'
 * chunk is evaluated, not by Griffel while fifty cards are drawn. The values are Fluent's tokens (CSS variables), so
 * the theme still applies; the rules copy Fluent's filled Card (size medium with the list's smaller padding and gap),
 * its medium Checkbox's box, Caption1 and Text size 200. The badges and colour labels are the table's (row-sheet.ts).
 */
import { tokens } from '@fluentui/react-components';

const t = tokens;

export const CARD = {
  list: 'tkc-list',
  card: 'tkc-card',
  selected: 'tkc-selected',
  active: 'tkc-active',
  top: 'tkc-top',
  check: 'tkc-check',
  checkbox: 'tkc-checkbox',
  number: 'tkc-number',
  subject: 'tkc-subject',
  meta: 'tkc-meta',
  sla: 'tkc-sla',
  date: 'tkc-caption tkc-muted tkc-grow',
  caption: 'tkc-caption',
  text: 'tkc-caption',
} as const;

export const CARD_CSS = [
  `.tkc-list{display:flex;flex-direction:column;row-gap:${t.spacingVerticalS};list-style-type:none;margin:0;padding:0}`,
  // Fluent's Card, appearance filled (filled-alternative when selected), size medium.
  `.tkc-card{overflow:hidden;border-radius:${t.borderRadiusMedium};display:flex;flex-direction:column;position:relative;` +
    `box-sizing:border-box;color:${t.colorNeutralForeground1};background-color:${t.colorNeutralBackground1};box-shadow:${t.shadow4};` +
    `padding:${t.spacingVerticalS};column-gap:12px;row-gap:${t.spacingVerticalXS}}`,
  `.tkc-card::after{position:absolute;top:0;left:0;right:0;bottom:0;content:"";pointer-events:none;border-style:solid;` +
    `border-width:${t.strokeWidthThin};border-color:${t.colorTransparentStroke};border-radius:${t.borderRadiusMedium}}`,
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
  `.tkc-meta{display:flex;flex-wrap:wrap;column-gap:${t.spacingHorizontalM};row-gap:${t.spacingVerticalXXS};align-items:center}`,
  '.tkc-sla{display:flex;flex-direction:column;align-items:flex-start;row-gap:2px}',
  // Caption1 and Text size 200 (the same typography).
  `.tkc-caption{font-family:${t.fontFamilyBase};font-size:${t.fontSizeBase200};line-height:${t.lineHeightBase200};font-weight:${t.fontWeightRegular}}`,
  '.tkc-grow{margin-left:auto}',
  `.tkc-muted{color:${t.colorNeutralForeground3}}`,
].join('\n');

/** Writes the sheet into the document once (a second copy of the module, e.g. a test's, finds it there). */
export function insertCardSheet(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.querySelector('style[data-sheet="ticket-cards"]')) return;
  const style = doc.createElement('style');
  style.dataset.sheet = 'ticket-cards';
  style.textContent = CARD_CSS;
  doc.head.append(style);
}

insertCardSheet();
