/** The staff company filter a full load starts with (the boot sets it before the first screen's loaders run). */
import { companyInUrl, rememberedCompany, type CompanyFilter } from '@helpdesk/shared';

/** The filter a full load starts with: the URL's id, else the user's last choice (a tag waits for the company list). */
export function initialCompany(search: string, userId: number | null): CompanyFilter {
  const inUrl = companyInUrl(search);
  if (inUrl === 'all' || typeof inUrl === 'number') return inUrl;
  return userId === null ? 'all' : rememberedCompany(userId);
}
