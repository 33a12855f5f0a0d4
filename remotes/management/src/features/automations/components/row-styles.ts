/** The look of a condition or action row: the kind, its value, and the row's buttons, wrapping at narrow widths. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useRowStyles = makeStyles({
  /** A fieldset is as wide as its widest content by default (min-inline-size: min-content): at 390 px it must shrink. */
  fieldset: { minWidth: 0, maxWidth: '100%', boxSizing: 'border-box' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  // The select's longest choice must not size the field's grid track: it ran under the value's field at 1440 px.
  kind: {
    flex: '0 1 240px',
    minWidth: 0,
    '& .fui-Select': { minWidth: 0, maxWidth: '100%' },
    '& select': { minWidth: 0, maxWidth: '100%' },
  },
  value: { flex: '1 1 240px', minWidth: 0, display: 'flex', flexDirection: 'column', '& > *': { minWidth: 0 } },
  buttons: { flex: '0 0 auto', display: 'flex', columnGap: tokens.spacingHorizontalXS, paddingTop: tokens.spacingVerticalXL },
  error: { color: tokens.colorPaletteRedForeground1 },
});
