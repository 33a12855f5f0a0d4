/**
 * The company filter as a URL and a Cookie header carry it, without a document: what a server render reads too
 * (company-param.ts keeps the browser's side: writing the cookie, the older localStorage choice).
 */
import { COMPANY_PARAM } from '../constants.ts';

/** A staff company filter: all companies, or one company's id (the store's `companyFilterAtom`). */
export type CompanyFilter = 'all' | number;

export const COMPANY_COOKIE = 'helpdesk_company';
/** The `<user id>.<company id>` pairs of the company cookie in a Cookie header. */
export function companyPairs(cookieHeader: string): Map<number, number> {
  const pairs = new Map<number, number>();
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== COMPANY_COOKIE) continue;
    for (const pair of part
      .slice(at + 1)
      .trim()
      .split('-')) {
      const match = /^(\d+)\.(\d+)$/.exec(pair);
      if (match) pairs.set(Number(match[1]), Number(match[2]));
    }
  }
  return pairs;
}

/** The company remembered for a user in a Cookie header (a server render's request); undefined when none is. */
export function rememberedCompanyIn(cookieHeader: string, userId: number): CompanyFilter | undefined {
  return companyPairs(cookieHeader).get(userId);
}

/** The filter a URL names: an id, a tag to resolve (string), or undefined when it names none. */
export function companyInUrl(search: string | URLSearchParams): CompanyFilter | string | undefined {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(COMPANY_PARAM)?.trim();
  if (!value) return undefined;
  if (value === 'all') return 'all';
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : value;
}

/**
 * `search` as the first screen reads it: a URL that names no company is under `remembered`, the user's last choice
 * (an id, a tag or 'all' in the URL wins).
 */
export function underRememberedCompany(search: string, remembered: CompanyFilter): string {
  const params = new URLSearchParams(search);
  if (companyInUrl(params) === undefined) params.set(COMPANY_PARAM, String(remembered));
  return `?${params.toString()}`;
}
