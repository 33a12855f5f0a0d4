/**
 * The remote kit: what every remote is built of (README "The inside of a remote"). Bundled into each remote (not a
 * singleton, packages/build/src/shared-dependencies.ts); it reaches state only through `@helpdesk/shared`.
 * The standalone help page is `@helpdesk/shared/remote/standalone` (plain DOM, no shared modules).
 */
export { createRemoteRoot } from './remote-root.tsx';
export { CONTRACT_VERSION } from './contract-version.ts';
export { lazyScreen, placeholderScreens, withTexts, type LazyScreen } from './lazy-screen.ts';
export { prefetchLoader, companyOfUrl, useChooseCompany, useCompanyFilter } from './route-data.ts';
export { ScreenFrame, frameState, type ScreenFrameProps, type FrameQuery, type FrameEmpty, type FrameStates } from './screen-frame.tsx';
export { ListFrame, type ListFrameProps, type ListPage } from './list-frame.tsx';
export { ListTabs, ListSearch, type ListTabsProps, type ListSearchProps } from './list-controls.tsx';
export { useEditForm, type EditFormOptions, type EditForm } from './use-edit-form.ts';
export { useListScreen, type ListScreen } from './use-list-screen.ts';
export { RowActions, useLightRowActions, type RowActionsProps } from './row-actions.tsx';
export { EditFormCard, type EditFormCardProps } from './edit-form-card.tsx';
export { useLightLook, cachedText, type LightLook, type LightBadgeColour } from './light-look.ts';
export { LIGHT, SERVER_SHEETS_GLOBAL, insertStaticSheet } from './light-sheet.ts';
export {
  LightTable,
  LightHeaderCell,
  SelectAllBox,
  useLightKit,
  type LightTableProps,
  type LightHeaderCellProps,
  type LightColumn,
  type LightCellKit,
  type LightSort,
  type LightSelection,
} from './light-table.tsx';
export { LightCards, type LightCardsProps } from './light-cards.tsx';
export { companyTagCell, companyTagColumn, useLightBadges, type CompanyTagOf } from './light-cells.tsx';
export { useLightButtons, type LightButtons } from './light-buttons.tsx';
export { TableScroll } from './table-scroll.tsx';
