/**
 * Sends the first screen's API request(s) as the page's first script runs, long before the screen's code has
 * loaded; the shared API client adopts each answer once (`EARLY_REQUESTS_GLOBAL`):
 * - those the server named in the boot data (`early`: same-origin API URLs, see `earlyApiRequests`), which it
 *   can only name when the URL decides everything;
 * - for a signed-in staff URL without a company (a menu link, a bookmark, `/admin`), the same request with the
 *   company filter this browser remembers for the user: what the first screen will ask (the server cannot see it).
 * A page without boot data (a back end that embeds nothing), or a URL without a known first request, sends
 * nothing here.
 */
import { companyInUrl, rememberedCompany, underRememberedCompany } from '@helpdesk/shared/company-param';
import { earlyApiRequests } from '@helpdesk/shared/early-requests';
import { can, type AbilityHolder } from '@helpdesk/shared/permissions';
import { requestKey } from '@helpdesk/shared/request-key';

/** The API client's `EARLY_REQUESTS_GLOBAL` and `BOOT_DATA_ELEMENT_ID`, written out: this script runs before the shared modules. */
export const EARLY_REQUESTS_GLOBAL = '__helpdeskEarlyRequests';
export const BOOT_ELEMENT_ID = 'helpdesk-boot';

/** The last block parsed and what it held: the boot, the early scripts and the hydration each read it (~1.5 ms a parse for a list's). */
let parsed: { element: Element; text: string; value: Record<string, unknown> } | undefined;

/** The boot data block as plain JSON (not yet checked part by part); empty when missing or broken. Read-only: shared. */
export function readBootJson(doc: Document = document): Record<string, unknown> {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  const text = element?.textContent || '{}';
  if (element && parsed?.element === element && parsed.text === text) return parsed.value;
  let value: Record<string, unknown> = {};
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) value = raw as Record<string, unknown>;
  } catch {
    // broken: empty
  }
  if (element) parsed = { element, text, value };
  return value;
}

/**
 * The first requests of a staff URL that names no company, under the filter remembered for the boot's user; only
 * for staff who work tickets (as the server names its own: a client on a staff URL would only be refused).
 */
export function rememberedCompanyRequests(boot: Record<string, unknown>, location: Pick<Location, 'pathname' | 'search'>): string[] {
  const user = boot.user as { data?: { id?: unknown }; roles?: unknown } | null | undefined;
  const id = user?.data?.id;
  const apiBase = (boot.config as { apiBase?: unknown } | undefined)?.apiBase;
  if (typeof id !== 'number' || typeof apiBase !== 'string' || !Array.isArray(user?.roles)) return [];
  if (!can(user as AbilityHolder, 'tickets.work')) return [];
  // A URL with a company decides it itself (an id the server named already, or a tag the company list resolves).
  if (companyInUrl(location.search) !== undefined) return [];
  return earlyApiRequests(location.pathname, underRememberedCompany(location.search, rememberedCompany(id))).map(
    (url) => `${apiBase}${url}`,
  );
}

export function startEarlyRequests(doc: Document = document, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const boot = readBootJson(doc);
  // A page the server rendered carries its first screen's data.
  if (boot.ssr) return;
  const named = Array.isArray(boot.early) ? (boot.early as unknown[]) : [];
  const urls = [...named, ...rememberedCompanyRequests(boot, location)];
  if (!urls.length) return;
  const pending = new Map<string, Promise<Response>>();
  for (const url of urls) {
    // Same origin only: the session cookie goes with it as with the API client's own call.
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) continue;
    const key = requestKey(url, window.location.href);
    if (pending.has(key)) continue;
    const response = fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    response.catch(() => undefined);
    pending.set(key, response);
  }
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = pending;
}
