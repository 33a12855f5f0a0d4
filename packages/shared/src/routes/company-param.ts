/**
 * The staff company filter lives in the URL (`?company=<id>`, or a company's tag such as `?company=ACME` in a
 * hand-written link) on every staff screen it filters, so a reload or a shared link shows the same companies; the
 * last choice is remembered per user in this browser for the links that carry none (the menu).
 */
import type { CompanyFilter } from '../state/atoms.ts';

import { COMPANY_PARAM } from '../constants.ts';

export { COMPANY_PARAM };

const storageKey = (userId: number) => `helpdesk.companyFilter.${userId}`;

/** The filter a URL names: an id, a tag to resolve (string), or undefined when it names none. */
export function companyInUrl(search: string | URLSearchParams): CompanyFilter | string | undefined {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(COMPANY_PARAM)?.trim();
  if (!value) return undefined;
  if (value === 'all') return 'all';
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : value;
}

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
  try {
    const value = localStorage.getItem(storageKey(userId));
    return value && /^\d+$/.test(value) ? Number(value) : 'all';
  } catch {
    return 'all';
  }
}

export function rememberCompany(userId: number, company: CompanyFilter): void {
  try {
    if (company === 'all') localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), String(company));
  } catch {
    // storage refused (private mode): the URL still carries it
  }
}
