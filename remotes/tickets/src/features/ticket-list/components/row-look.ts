/**
 * What a light table row draws with, made once per table: the classes of Fluent's small table row and cell, its
 * tint badges and the colour labels as plain elements (fifty rows of Fluent's TableRow/TableCell/Badge components
 * cost a hook chain and a class merge per cell), and the row's texts looked up once per value, not per row.
 */
import { makeResetStyles, makeStyles, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { MailSender } from '@helpdesk/shared';
import type { SlaState, TicketRow } from '@helpdesk/shared/resources';

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
// OriginMark.
const useMarkClass = makeResetStyles({
  display: 'inline-flex',
  color: tokens.colorNeutralForeground3,
  fontSize: tokens.fontSizeBase400,
  verticalAlign: 'middle',
});
const useSlaCellClass = makeResetStyles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', rowGap: '2px' });

const useRowStyles = makeStyles({
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
});

/** The row's classes, for the table to take once (the same object while the classes are the same). */
export function useRowLook() {
  const atomic = useRowStyles();
  const row = useRowClass();
  const cell = useCellClass();
  const selectionCell = useSelectionCellClass();
  const checkbox = useCheckboxClass();
  const badge = useBadgeClass();
  const colourLabel = useColourLabelClass();
  const dot = useDotClass();
  const mark = useMarkClass();
  const slaCell = useSlaCellClass();
  return useMemo(
    () => ({ ...atomic, row, cell, selectionCell, checkbox, badge, colourLabel, dot, mark, slaCell }),
    [atomic, row, cell, selectionCell, checkbox, badge, colourLabel, dot, mark, slaCell],
  );
}

export type RowLook = ReturnType<typeof useRowLook>;

/** The badge colour of an SLA state (as SlaCell shows it). */
export const SLA_BADGE: Record<SlaState, 'informative' | 'danger' | 'warning' | 'success' | 'subtle'> = {
  due: 'informative',
  breached: 'danger',
  paused: 'warning',
  met: 'success',
  none: 'subtle',
};

/** A lookup that asks `text` once per key. */
function cached<K extends string>(text: (key: K) => string): (key: K) => string {
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

/** A text with values put in: the translation is asked once, with a marker where each value goes. */
function template(count: number, text: (...markers: string[]) => string): (...values: string[]) => string {
  const markers = Array.from({ length: count }, (_, i) => `\u0000${i}\u0000`);
  // Literal text and value numbers alternate: [text, 0, text, 1, text…].
  const parts = text(...markers).split(/\u0000(\d+)\u0000/);
  return (...values) => {
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) out += (values[Number(parts[i])] ?? '') + parts[i + 1]!;
    return out;
  };
}

export interface RowTexts {
  createdAt: string;
  noRequester: string;
  unassigned: string;
  selectRow: (fullid: string) => string;
  status: (status: TicketRow['status']) => string;
  priority: (priority: TicketRow['priority']) => string;
  origin: (origin: TicketRow['origin']) => string;
  slaClock: (which: 'firstResponse' | 'resolution') => string;
  slaState: (state: SlaState) => string;
  deadline: (date: string) => string;
  /** An e-mail's sender where the ticket has no requester ("Jan Nowak <jan@acme.pl> (e-mail)"). */
  sender: (sender: MailSender) => string;
}

/** The row's texts in the current language (make them again when the language changes: `t` changes then). */
export function rowTexts(t: TFunction<'tickets'>): RowTexts {
  // The thread's writer texts (useThreadWriterTexts), in the shared namespace.
  const emailSender = template(2, (name, email) => t('shared:writer.emailSender', { name, email }));
  const emailAddress = template(1, (email) => t('shared:writer.emailAddress', { email }));
  return {
    createdAt: t('list.columns.created_at'),
    noRequester: t('list.noRequester'),
    unassigned: t('list.unassigned'),
    selectRow: template(1, (fullid) => t('list.selectRow', { fullid })),
    status: cached((status) => t(`shared:ticket.status.${status}`)),
    priority: cached((priority) => t(`shared:ticket.priority.${priority}`)),
    origin: cached((origin) => t(`list.origin.${origin}`)),
    slaClock: cached((which) => t(`common.sla.${which}`)),
    slaState: cached((state) => t(`common.sla.${state}`)),
    deadline: template(1, (date) => t('common.sla.deadline', { date })),
    sender: (sender) => (sender.name ? emailSender(sender.name, sender.email) : emailAddress(sender.email)),
  };
}
