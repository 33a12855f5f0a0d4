/** State every app shares through the one jotai store the shell provides. */
import { atom, createStore } from 'jotai';

export const store = createStore();

/** The sidebar's company filter: 'all' (spec default) or a company id. */
export type CompanyFilter = 'all' | number;
export const companyFilterAtom = atom<CompanyFilter>('all');
