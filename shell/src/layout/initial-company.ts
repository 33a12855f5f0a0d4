/** The staff company filter a full load starts with (the boot sets it before the first screen's loaders run). */
import { companyInUrl, DEFAULT_COMPANY_SELECTION, rememberedCompany, rememberedCompanyIn, type CompanyFilter } from '@helpdesk/shared';

/** The picker's options known before the company list loads: 'all companies' first (spec §2). */
const PICKER_LEADING_OPTIONS: readonly CompanyFilter[] = ['all'];

/** Spec §9's default company selection (1) counts the picker's options from one: 'all companies'. */
export const DEFAULT_COMPANY: CompanyFilter = PICKER_LEADING_OPTIONS[DEFAULT_COMPANY_SELECTION - 1] ?? 'all';

/** The filter a full load starts with: the URL's id, else the user's last choice (a tag waits for the company list). */
export function initialCompany(search: string, userId: number | null): CompanyFilter {
  const inUrl = companyInUrl(search);
  if (inUrl === 'all' || typeof inUrl === 'number') return inUrl;
  return userId === null ? DEFAULT_COMPANY : rememberedCompany(userId);
}

/** The same for a server render: the user's last choice as the request's cookies carry it (company-param.ts). */
export function initialCompanyFromCookies(search: string, userId: number, cookieHeader: string): CompanyFilter {
  const inUrl = companyInUrl(search);
  if (inUrl === 'all' || typeof inUrl === 'number') return inUrl;
  return rememberedCompanyIn(cookieHeader, userId) ?? DEFAULT_COMPANY;
}
