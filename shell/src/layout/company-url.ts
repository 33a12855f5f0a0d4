/**
 * The staff company filter and the URL (`?company=`): the URL wins (a reload, a shared link, back/forward), a URL
 * without it gets the current choice written in (menu links), and every choice is remembered for the user.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  companyChoicesQuery,
  companyFilterAtom,
  companyInUrl,
  rememberCompany,
  rememberedCompanyIn,
  store,
  withCompany,
  type ChosenCompanyState,
  type CompanyFilter,
} from '@helpdesk/shared';
import { useCurrentUser } from '../session/session.ts';
import { cookiesTheServerSaw } from '../app/boot-cookies.ts';
import { useFirstScreenHydrated } from '../app/first-screen-hydrated.ts';

/**
 * The company each user's memory holds as this page knows it: as the page was served, then as this page wrote it. The
 * layout's effect chooses the URL's company on every navigation; only a change is written (each write first reads
 * `document.cookie`, a synchronous IPC: 2–3 ms before a rendered list was interactive, bench/page-load 2026-12-01).
 */
const remembered = new Map<number, CompanyFilter>();

function remember(userId: number, company: CompanyFilter): void {
  if (!remembered.has(userId)) {
    const served = rememberedCompanyIn(cookiesTheServerSaw(), userId);
    if (served !== undefined) remembered.set(userId, served);
  }
  if (remembered.get(userId) === company) return;
  rememberCompany(userId, company);
  remembered.set(userId, company);
}

/** Sets the filter from the sidebar: a new history entry with it in the URL; the layout's hook moves the store. */
export function chooseCompany(
  company: CompanyFilter,
  navigate: ReturnType<typeof useNavigate>,
  location: { pathname: string; search: string },
): void {
  const search = withCompany(location.search, company).toString();
  navigate(
    { pathname: location.pathname, search: search ? `?${search}` : '' },
    { state: { chosenCompany: company } satisfies ChosenCompanyState },
  );
}

/** Keeps the store, the URL and the user's memory in step; used by the staff layout. */
export function useCompanyInUrl(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const userId = user?.data.id ?? null;
  const company = useAtomValue(companyFilterAtom);
  const inUrl = companyInUrl(location.search);
  const byTag = typeof inUrl === 'string' && inUrl !== 'all';
  const choices = useQuery({ ...companyChoicesQuery, enabled: byTag });
  // A rendered page's screen hydrates with the company the server rendered it for; only then may the store move (the
  // navigation's state may have chosen another one than the cookie the server read: a reload right after a choice).
  const screenIn = useFirstScreenHydrated();

  useEffect(() => {
    if (!screenIn) return;
    const choose = (value: CompanyFilter) => {
      if (value !== store.get(companyFilterAtom)) store.set(companyFilterAtom, value);
      if (userId !== null) remember(userId, value);
    };
    const replace = (value: CompanyFilter) => {
      const search = withCompany(location.search, value).toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, state: location.state },
      );
    };
    if (inUrl === undefined) {
      if ((location.state as ChosenCompanyState | null)?.chosenCompany === 'all') choose('all');
      // A link without the filter (the menu): the current choice goes into the address, so it can be shared.
      else if (company !== 'all') replace(company);
      return;
    }
    if (byTag) {
      // `?company=ACME`: the company with that tag (or short name), as its id once the list is known.
      if (!choices.data) return;
      const wanted = inUrl.toLowerCase();
      const match = choices.data.find((c) => c.tag.toLowerCase() === wanted || c.short_name?.toLowerCase() === wanted);
      replace(match ? match.id : 'all');
      return;
    }
    choose(inUrl);
  }, [screenIn, inUrl, byTag, company, choices.data, userId, location, navigate]);
}
