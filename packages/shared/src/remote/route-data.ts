/**
 * Route loaders that start a screen's first query as soon as the URL is known: in parallel with the screen's lazy
 * chunk, never after its component mounted, into the QueryClient the shell provides. A loader never waits for the
 * data (the screen shows its own loading state) and never fails the navigation.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import * as shared from '@helpdesk/shared';
import type { AnyQuery, CompanyFilter } from '@helpdesk/shared';
import { companyInUrl, withCompany, type ChosenCompanyState } from '../routes/company-param.ts';

type Prefetch = (queries: readonly (AnyQuery | null | undefined)[]) => void;

/** `loader: prefetchLoader((url, params) => [someQuery(…)])` on a route. */
export function prefetchLoader(build: (url: URL, params: LoaderFunctionArgs['params']) => readonly (AnyQuery | null | undefined)[]) {
  return ({ request, params }: LoaderFunctionArgs): null => {
    // A shell older than this remote has no prefetch: the screen fetches on its own, as before.
    const prefetch = (shared as { prefetchQueries?: Prefetch }).prefetchQueries;
    if (!prefetch) return null;
    try {
      prefetch(build(new URL(request.url), params));
    } catch {
      // a prefetch is a head start only
    }
    return null;
  };
}

/** The company a staff URL filters by: its `?company=` id, else the shared choice (the shell writes it into the URL). */
export function companyOfUrl(search: string | URLSearchParams): CompanyFilter {
  const inUrl = companyInUrl(search);
  if (inUrl === 'all' || typeof inUrl === 'number') return inUrl;
  // The page's store, or the request's in a server render (a shell older than this remote has only the page's).
  const store = (shared as { currentStore?: () => typeof shared.store }).currentStore?.() ?? shared.store;
  return store.get(shared.companyFilterAtom);
}

/** The company filter a screen shows: the URL's (so its first render asks what its loader prefetched), else the store's. */
export function useCompanyFilter(): CompanyFilter {
  const [search] = useSearchParams();
  const chosen = useAtomValue(shared.companyFilterAtom);
  const inUrl = companyInUrl(search);
  return inUrl === 'all' || typeof inUrl === 'number' ? inUrl : chosen;
}

/**
 * Changes the staff company filter from a screen's own company selector, as the sidebar does: a new history entry with
 * the choice in the address (the shell's layout moves the shared filter), so the selector and the address agree.
 */
export function useChooseCompany(): (company: CompanyFilter) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (company: CompanyFilter) => {
      const next = withCompany(search, company).toString();
      navigate({ pathname, search: next ? `?${next}` : '', hash }, { state: { chosenCompany: company } satisfies ChosenCompanyState });
    },
    [navigate, pathname, search, hash],
  );
}
