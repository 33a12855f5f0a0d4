/**
 * A screen that exists in the route table but whose feature is not built yet. It still uses the shared router,
 * query client, i18n, jotai store and Fluent theme, so a placeholder proves the federation wiring.
 *
 * Part of the singleton root, which is shared whole (shared modules are not tree-shaken): its view (Card, Badge,
 * text styles, ~10 KiB gzip) loads when a placeholder is first shown, not with the root on every first load of
 * the shell (bench/bundle).
 */
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
// Part of the singleton root (not of /ui), so a relative import of the store's atom is the same atom.
import { companyFilterAtom } from '../state/atoms.ts';
import type { ScreenPlaceholderProps } from './screen-placeholder-view.tsx';

export type { ScreenPlaceholderProps } from './screen-placeholder-view.tsx';

const View = lazy(() => import('./screen-placeholder-view.tsx').then((module) => ({ default: module.ScreenPlaceholderView })));

export function ScreenPlaceholder(props: ScreenPlaceholderProps) {
  const companyFilter = useAtomValue(companyFilterAtom);
  return (
    <Suspense fallback={null}>
      <View {...props} companyFilter={companyFilter} />
    </Suspense>
  );
}
