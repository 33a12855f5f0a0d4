/**
 * Cells that several light tables draw the same way: built of the table's kit (its classes, made once per table), no
 * component and no hook per row.
 */
import { useMemo, type ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useLightLook } from './light-look.ts';
import type { LightCellKit, LightColumn } from './light-table.tsx';

/** What a company tag shows: the TAG (3–4 characters) and, as its title, the short name. */
export interface CompanyTagOf {
  tag: string;
  short_name?: string | null | undefined;
}

/**
 * A company's TAG as Fluent's rounded informative tint badge (a plain span), its short name as the native title (a
 * Tooltip per row costs the list's first load); a row without a company shows `empty`.
 */
export function companyTagCell(kit: LightCellKit, company: CompanyTagOf | null | undefined, empty: ReactNode = '—'): ReactNode {
  if (!company) return empty;
  return (
    <span className={mergeClasses(kit.look.badges.informative, kit.look.rounded)} title={company.short_name ?? undefined}>
      {company.tag}
    </span>
  );
}

/** A column of company tags (`companyTagCell`) for the rows' company. */
export function companyTagColumn<Row>(
  header: ReactNode,
  company: (row: Row) => CompanyTagOf | null | undefined,
  column: Partial<Omit<LightColumn<Row>, 'header' | 'cell'>> = {},
): LightColumn<Row> {
  return { id: 'company', ...column, header, cell: (row, kit) => companyTagCell(kit, company(row)) };
}

// Fluent Badge's filled and outline appearances and the tint "severe" colour, over the light look's badge class.
const useBadgeStyles = makeStyles({
  filledBrand: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  filledSuccess: { backgroundColor: tokens.colorPaletteGreenBackground3, color: tokens.colorNeutralForegroundOnBrand },
  filledDanger: { backgroundColor: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
  filledWarning: { backgroundColor: tokens.colorPaletteYellowBackground3, color: tokens.colorNeutralForeground1Static },
  filledInformative: { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground3 },
  outline: { backgroundColor: 'transparent', ...shorthands.borderColor('currentColor') },
  outlineBrand: { color: tokens.colorBrandForeground1 },
  outlineDanger: { color: tokens.colorPaletteRedForeground3 },
  tintSevere: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorPaletteDarkOrangeForeground1,
    ...shorthands.borderColor(tokens.colorPaletteDarkOrangeBorder1),
  },
});

/** Badge classes beyond the light look's tint ones (`kit.badge`): filled, outline and tint "severe", made once. */
export function useLightBadges() {
  const look = useLightLook();
  const styles = useBadgeStyles();
  return useMemo(
    () => ({
      filled: {
        brand: mergeClasses(look.badge, styles.filledBrand),
        success: mergeClasses(look.badge, styles.filledSuccess),
        danger: mergeClasses(look.badge, styles.filledDanger),
        warning: mergeClasses(look.badge, styles.filledWarning),
        informative: mergeClasses(look.badge, styles.filledInformative),
      },
      outline: {
        brand: mergeClasses(look.badge, styles.outline, styles.outlineBrand),
        danger: mergeClasses(look.badge, styles.outline, styles.outlineDanger),
      },
      tint: { ...look.badges, severe: mergeClasses(look.badge, styles.tintSevere) },
    }),
    [look, styles],
  );
}
