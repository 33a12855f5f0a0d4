/**
 * Sends the first screen's API request(s) the server named in the boot data (`early`: same-origin API URLs, see
 * `earlyApiRequests`) as the page's first script runs, long before the screen's code has loaded; the shared API
 * client adopts each answer once (`EARLY_REQUESTS_GLOBAL`). A page without them (a back end that embeds nothing,
 * or a URL without a known first request) sends nothing here.
 */
import { requestKey } from '@helpdesk/shared/request-key';

/** The API client's `EARLY_REQUESTS_GLOBAL` and `BOOT_DATA_ELEMENT_ID`, written out: this script runs before the shared modules. */
export const EARLY_REQUESTS_GLOBAL = '__helpdeskEarlyRequests';
export const BOOT_ELEMENT_ID = 'helpdesk-boot';

/** The boot data block as plain JSON (not yet checked part by part); empty when missing or broken. */
export function readBootJson(doc: Document = document): Record<string, unknown> {
  try {
    const raw: unknown = JSON.parse(doc.getElementById(BOOT_ELEMENT_ID)?.textContent || '{}');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function startEarlyRequests(doc: Document = document): void {
  const urls = readBootJson(doc).early;
  if (!Array.isArray(urls)) return;
  const pending = new Map<string, Promise<Response>>();
  for (const url of urls) {
    // Same origin only: the session cookie goes with it as with the API client's own call.
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) continue;
    const response = fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    response.catch(() => undefined);
    pending.set(requestKey(url, window.location.href), response);
  }
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = pending;
}
