/**
 * Fluent's Button looks as classes for plain `<button>`s in a light table's rows (a Button component per row costs
 * its hooks and class merges on every row): small and medium, default, subtle and primary, with text or an icon
 * only. Made once per table; the icons are elements made once too.
 */
import { useMemo } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LIGHT } from './light-sheet.ts';

// The base class is Fluent's small button; these make the medium size, the primary look and icon-only buttons.
const useStyles = makeStyles({
  medium: {
    minWidth: '96px',
    minHeight: '32px',
    padding: `5px ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    borderBottomColor: 'transparent',
    borderLeftColor: 'transparent',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  disabled: {
    ':disabled': {
      cursor: 'not-allowed',
      backgroundColor: tokens.colorNeutralBackgroundDisabled,
      color: tokens.colorNeutralForegroundDisabled,
      borderTopColor: tokens.colorNeutralStrokeDisabled,
      borderRightColor: tokens.colorNeutralStrokeDisabled,
      borderBottomColor: tokens.colorNeutralStrokeDisabled,
      borderLeftColor: tokens.colorNeutralStrokeDisabled,
    },
  },
  subtleDisabled: { ':disabled': { cursor: 'not-allowed', backgroundColor: 'transparent', color: tokens.colorNeutralForegroundDisabled } },
  // A text button with an icon before the text.
  withIcon: { columnGap: tokens.spacingHorizontalXS },
  // Icon-only: the icon (1em) at Fluent's 20 px.
  iconSmall: { minWidth: '24px', maxWidth: '24px', padding: '1px', fontSize: '20px', lineHeight: 1 },
  iconMedium: { minWidth: '32px', maxWidth: '32px', padding: '5px', fontSize: '20px', lineHeight: 1 },
  // The icon of a text button: 20 px, the text's colour.
  icon: { display: 'inline-flex', fontSize: '20px' },
});

/** The classes of plain buttons drawn like Fluent's Button (see the module's comment). */
export function useLightButtons() {
  const styles = useStyles();
  return useMemo(() => {
    const small = mergeClasses(LIGHT.button, styles.disabled);
    const subtle = mergeClasses(LIGHT.subtleButton, styles.subtleDisabled);
    return {
      /** Small, default look. */
      small,
      /** Small, primary look. */
      smallPrimary: mergeClasses(LIGHT.button, styles.primary, styles.disabled),
      /** Small, subtle look. */
      smallSubtle: subtle,
      /** Small, subtle, an icon before the text. */
      smallSubtleWithIcon: mergeClasses(subtle, styles.withIcon),
      /** Small, subtle, an icon only (give it an aria-label). */
      smallSubtleIcon: mergeClasses(subtle, styles.iconSmall),
      /** Medium, subtle look. */
      subtle: mergeClasses(subtle, styles.medium),
      /** Medium, subtle, an icon only (give it an aria-label). */
      subtleIcon: mergeClasses(subtle, styles.medium, styles.iconMedium),
      /** The class of an icon inside one of these buttons. */
      icon: styles.icon,
    };
  }, [styles]);
}

export type LightButtons = ReturnType<typeof useLightButtons>;
