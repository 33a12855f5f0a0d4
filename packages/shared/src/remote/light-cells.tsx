/**
 * Cells that several light tables draw the same way: built of the table's kit (its classes, made once per table), no
 * component and no hook per row.
 */
import type { ReactNode } from 'react';
import { mergeClasses } from '@fluentui/react-components';
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
