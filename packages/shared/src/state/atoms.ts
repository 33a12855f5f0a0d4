/** State every app shares through the one jotai store the shell provides. */
import { atom, createStore } from 'jotai';
import type { CurrentUser } from '../schemas/user.ts';
import type { CompanyFilter } from '../routes/company-cookie.ts';

export const store = createStore();

/** The sidebar's company filter: 'all' (spec default) or a company id. */
export type { CompanyFilter };
export const companyFilterAtom = atom<CompanyFilter>('all');

/** The logged-in user (GET /api/user), null when logged out. Written by the shell only. */
export const currentUserAtom = atom<CurrentUser | null>(null);
