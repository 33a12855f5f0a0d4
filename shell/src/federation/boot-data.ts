/**
 * What the server may have put into the HTML for the boot (`BOOT_DATA_ELEMENT_ID`): the browser config, the remote
 * locations and the signed-in user. Each part is optional: whatever is missing (a back end that embeds nothing,
 * e.g. the Laravel deployment) is fetched as before — config.json, remotes.json and /api/user, in parallel.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { BOOT_DATA_ELEMENT_ID, type CompanyFilter, type RemoteManifestMap } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { asCurrentUser } from '../session/session-api.ts';
import { readBootJson } from './early-requests.ts';
import type { BrowserConfig } from './runtime-config.ts';

export interface BootData {
  config?: Partial<BrowserConfig>;
  remotes?: RemoteManifestMap;
  /** What the served versions of the remotes declare (paths, menu entries), checked by remote-declarations.ts. */
  declarations?: unknown;
  /** Present only when the server said: the user object, or null when nobody is signed in. */
  user?: CurrentUser | null;
  /** The first screen the server rendered into #root: what the browser hydrates from (shell/src/server/render.tsx). */
  ssr?: ServerState;
}

/**
 * What a server render leaves for the browser: the dehydrated queries, the router's loader data, the company filter and
 * the moment it rendered at (what the page says about the time hydrates as rendered).
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  company: CompanyFilter;
  now: number;
  /** The front end's own cookies as the render saw them (app/boot-cookies.ts); missing from an older renderer's state. */
  cookies?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The embedded boot data, keeping only the parts with the expected shape; empty when there is none. */
export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return {};
  // The early scripts parsed it already (early-requests.ts): the same object, not a second parse.
  const raw = readBootJson(doc);
  const boot: BootData = {};
  if (isObject(raw.config) && typeof raw.config.apiBase === 'string') boot.config = raw.config as Partial<BrowserConfig>;
  if (isObject(raw.remotes)) boot.remotes = raw.remotes as RemoteManifestMap;
  if (isObject(raw.declarations)) boot.declarations = raw.declarations;
  if ('user' in raw) {
    try {
      boot.user = raw.user === null ? null : asCurrentUser(raw.user);
    } catch {
      // an unexpected shape: the boot asks /api/user itself
    }
  }
  // Only beside a signed-in user and a rendered root: anything else is a client boot.
  if (
    boot.user &&
    isObject(raw.ssr) &&
    isObject(raw.ssr.queries) &&
    isObject(raw.ssr.router) &&
    isCompanyFilter(raw.ssr.company) &&
    Number.isFinite(raw.ssr.now)
  ) {
    boot.ssr = raw.ssr as unknown as ServerState;
  }
  return boot;
}

const isCompanyFilter = (value: unknown): value is CompanyFilter =>
  value === 'all' || (typeof value === 'number' && Number.isInteger(value));
