/**
 * The staff company filter lives in the URL (`?company=<id>`, or a company's tag such as `?company=ACME` in a
 * hand-written link) on every staff screen it filters, so a reload or a shared link shows the same companies; the
 * last choice is remembered per user in this browser for the links that carry none (the menu) — in a cookie
 * (`helpdesk_company`, `<user id>.<company id>` pairs), so a server render of such a link filters as the browser will
 * (#39); a choice remembered before the cookie existed is still read from localStorage.
 */
import { COMPANY_COOKIE, companyPairs, rememberedCompanyIn, type CompanyFilter } from './company-cookie.ts';
import { COMPANY_PARAM } from '../constants.ts';

export { COMPANY_PARAM };
export { COMPANY_COOKIE, companyInUrl, rememberedCompanyIn, underRememberedCompany } from './company-cookie.ts';

const storageKey = (userId: number) => `helpdesk.companyFilter.${userId}`;
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The navigation state of a filter the user chose (the sidebar, a screen's own company selector): 'all' has no
 * parameter of its own, so without this the shell would write the previous choice back into the address.
 */
export interface ChosenCompanyState {
  chosenCompany?: CompanyFilter;
}

/** `search` with the filter written in (or taken out for 'all'). */
export function withCompany(search: string | URLSearchParams, company: CompanyFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  if (company === 'all') next.delete(COMPANY_PARAM);
  else next.set(COMPANY_PARAM, String(company));
  return next;
}

export function rememberedCompany(userId: number): CompanyFilter {
  const inCookie = typeof document === 'undefined' ? undefined : rememberedCompanyIn(document.cookie, userId);
  if (inCookie !== undefined) return inCookie;
  try {
    const value = localStorage.getItem(storageKey(userId));
    const remembered = value && /^\d+$/.test(value) ? Number(value) : 'all';
    // A choice from before the cookie: into the cookie, so the next server render knows it too.
    if (remembered !== 'all') rememberCompany(userId, remembered);
    return remembered;
  } catch {
    return 'all';
  }
}

export function rememberCompany(userId: number, company: CompanyFilter): void {
  if (typeof document !== 'undefined') {
    const pairs = companyPairs(document.cookie);
    if (company === 'all') pairs.delete(userId);
    else pairs.set(userId, company);
    const value = [...pairs].map(([user, id]) => `${user}.${id}`).join('-');
    document.cookie = value
      ? `${COMPANY_COOKIE}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
      : `${COMPANY_COOKIE}=; path=/; max-age=0; samesite=lax`;
  }
  try {
    if (company === 'all') localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), String(company));
  } catch {
    // storage refused (private mode): the URL still carries it
  }
}
