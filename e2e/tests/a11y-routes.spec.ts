/**
 * The accessibility sweep covers the whole route table: every route of the shell and of each remote is visited by
 * some role (or signed out), and every route with a parameter has a URL built from the demo data. A route added to
 * a table without a way to open it fails here.
 */
import { expect, test } from './fixtures.ts';
import { allRoutePatterns, PARAM_URLS, patternsFor } from './a11y-routes.ts';

const ADMIN = ['agent', 'admin'];
const VIP = ['client', 'client-vip', 'monitoring-log', 'company-report'];

test('every route of the route table is swept, and every route with a parameter has a URL', () => {
  const all = allRoutePatterns();
  // The shell's pages and all five remotes were read.
  expect(new Set(all.map((route) => route.owner))).toEqual(new Set(['shell', 'tickets', 'management', 'reports', 'finance', 'client']));
  const swept = new Set([
    ...all.filter((route) => route.area === 'public').map((route) => route.pattern),
    ...patternsFor('staff', ADMIN).map((route) => route.pattern),
    ...patternsFor('client', VIP).map((route) => route.pattern),
  ]);
  expect(all.map((route) => route.pattern).filter((pattern) => !swept.has(pattern))).toEqual([]);
  const withParameter = all.filter((route) => route.pattern.includes(':')).map((route) => route.pattern);
  expect(withParameter.filter((pattern) => !PARAM_URLS[pattern])).toEqual([]);
  expect(Object.keys(PARAM_URLS).filter((pattern) => !withParameter.includes(pattern))).toEqual([]);
});

test('the spec routes the sweep must reach are in the table', () => {
  const patterns = allRoutePatterns().map((route) => route.pattern);
  for (const pattern of [
    '/admin/invoicing',
    '/admin/ticket/show/:id?',
    '/ticket/companyindex',
    '/client/edit/:id?',
    '/utility/:page',
    '/code',
  ]) {
    expect(patterns).toContain(pattern);
  }
});
