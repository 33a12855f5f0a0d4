/**
 * The page frame both layouts share (spec §2, §9 sizes): coloured top bar, left sidebar (dark by default, with a
 * light variant), content, optional right summary panel, footer with the vendor credit. Under the mobile
 * breakpoint the sidebar and the summary panel become drawers opened from the top bar.
 */
import { Suspense, useEffect, useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { Button, FluentProvider, makeStyles, mergeClasses, tokens, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { PanelRightRegular } from '@fluentui/react-icons/svg/panel-right';
import { useTranslation } from 'react-i18next';
import { LAYOUT, MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import { LanguageSwitch } from './language-switch.tsx';
import { LabelTooltip } from './label-tooltip.tsx';
import { SidebarThemeToggle } from './widgets/user-actions.tsx';
import { ShellDialogs } from './widgets/lazy-widgets.tsx';
import { PageLoading } from '../pages/page-loading.tsx';
import { VENDOR_URL } from '../app/links.ts';
import { ExternalLink } from '../app/app-link.tsx';
import { narrowViewport, readSetting, writeSetting } from '../app/browser-settings.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { sidebarWidthPx, useLayoutMode } from './layout-mode.ts';
import { OVERLAY_ROOM } from './overlay-room.ts';
import { lateBoundaryExpected, lateBoundaryHydrated, screenExpectedToHydrate, screenInteractive } from '../app/interactive.ts';

const mobile = `@media ${MOBILE_MEDIA_QUERY}`;
/** Below this width the top bar keeps only the menu, brand, notifications and account buttons. */
const NARROW_PHONE_MAX_PX = 640;
const narrow = `@media (max-width: ${NARROW_PHONE_MAX_PX}px)`;
const SIDEBAR_THEME_KEY = 'helpdesk.sidebarTheme';
const SUMMARY_PANEL_KEY = 'helpdesk.summaryPanel';

/** The sidebar's width for the chosen layout mode, set on the frame (spec §9: 250, 70 collapsed, 160 small). */
const SIDEBAR_WIDTH = `var(--sidebar-width, ${LAYOUT.sidebarWidthPx}px)`;

const useStyles = makeStyles({
  frame: {
    display: 'grid',
    gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
    gridTemplateRows: `${LAYOUT.topBarHeightPx}px 1fr auto`,
    gridTemplateAreas: '"top top" "side main" "side foot"',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main" "foot"' },
  },
  withPanel: {
    gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr) ${LAYOUT.rightPanelWidthPx}px`,
    gridTemplateAreas: '"top top top" "side main panel" "side foot panel"',
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main" "foot"' },
  },
  /** Boxed layout (spec §9): the whole page at most 1 300 px wide, centred. */
  boxed: { maxWidth: `${LAYOUT.boxedMaxWidthPx}px`, marginInline: 'auto', boxShadow: tokens.shadow4 },
  top: {
    gridArea: 'top',
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    position: 'sticky',
    top: 0,
    zIndex: 10,
    // A phone's bar holds six buttons beside the brand: tighter spacing, so none is pushed past the screen's edge.
    [narrow]: { columnGap: tokens.spacingHorizontalXXS, paddingInline: tokens.spacingHorizontalS },
  },
  brand: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    color: 'inherit',
    textDecorationLine: 'none',
    marginRight: 'auto',
    whiteSpace: 'nowrap',
    // The brand gives way before any button does.
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  onlyMobile: { display: 'none', [mobile]: { display: 'inline-flex' } },
  /** Top-bar items that move into the drawer on narrow phones, where the bar has no room for them. */
  secondary: { display: 'contents', [narrow]: { display: 'none' } },
  drawerTools: {
    display: 'none',
    [narrow]: {
      display: 'flex',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      padding: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    },
  },
  side: {
    gridArea: 'side',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: `${LAYOUT.topBarHeightPx}px`,
    height: `calc(100vh - ${LAYOUT.topBarHeightPx}px)`,
    overflowY: 'auto',
    [mobile]: {
      display: 'none',
      position: 'fixed',
      insetInlineStart: 0,
      width: `${LAYOUT.sidebarWidthPx}px`,
      zIndex: 20,
      boxShadow: tokens.shadow28,
    },
  },
  sideOpen: { [mobile]: { display: 'block' } },
  // The nav's full height (not 100%: the provider's element between them has no height of its own), so the dark
  // background reaches the bottom on a short menu.
  sideInner: {
    minHeight: `calc(100vh - ${LAYOUT.topBarHeightPx}px)`,
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  panel: {
    gridArea: 'panel',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'sticky',
    top: `${LAYOUT.topBarHeightPx}px`,
    height: `calc(100vh - ${LAYOUT.topBarHeightPx}px)`,
    overflowY: 'auto',
    [mobile]: {
      position: 'fixed',
      insetInlineEnd: 0,
      width: `min(${LAYOUT.rightPanelWidthPx}px, 100vw)`,
      zIndex: 20,
      boxShadow: tokens.shadow28,
    },
  },
  main: { gridArea: 'main', padding: tokens.spacingHorizontalXL, minWidth: 0, [mobile]: { padding: tokens.spacingHorizontalM } },
  foot: {
    gridArea: 'foot',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    paddingBottom: OVERLAY_ROOM,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

export interface FrameProps {
  area: 'staff' | 'client';
  homePath: string;
  /** Top-bar items between the brand and the language switch. */
  actions?: ReactNode;
  /** Top-bar items after the language switch (notifications, profile, logout). */
  trailing?: ReactNode;
  sidebar: ReactNode;
  rightPanel?: ReactNode;
  /** Fixed overlays: drafts bar, floating add button, dialogs. */
  overlays?: ReactNode;
}

/** Renders nothing; `run` is called once the boundary around it has hydrated or first rendered. */
function InBoundary({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A part of the layout hydrated after the screen: a boundary of its own, which React hydrates at idle priority (a
 * click inside it before then hydrates it at once and is replayed). The first screen is interactive without it
 * (app/interactive.ts); the boot keeps reading the cookies the server rendered with until it is in.
 */
function LateBoundary({ children }: { children: ReactNode }) {
  useLayoutEffect(lateBoundaryExpected, []);
  return (
    <Suspense fallback={null}>
      <InBoundary run={lateBoundaryHydrated} />
      {children}
    </Suspense>
  );
}

export function Frame({ area, homePath, actions, trailing, sidebar, rightPanel, overlays }: FrameProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [darkSidebar, setDarkSidebar] = useState(() => readSetting(SIDEBAR_THEME_KEY, 'dark') === 'dark');
  const [panelOpen, setPanelOpen] = useState(() => readSetting(SUMMARY_PANEL_KEY, narrowViewport() ? 'closed' : 'open') === 'open');
  // A server-rendered page starts as the server was told the window was at the browser's last boot; a window since
  // narrowed or widened gets its default once hydrated (unless the user chose).
  useEffect(() => {
    if (readSetting(SUMMARY_PANEL_KEY, '') === '') setPanelOpen(!window.matchMedia(MOBILE_MEDIA_QUERY).matches);
  }, []);
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);
  // The first screen is interactive once the screen under the boundary below is too (app/interactive.ts).
  useLayoutEffect(screenExpectedToHydrate, []);
  const showPanel = !!rightPanel && panelOpen;
  const layout = useLayoutMode();
  const themeToggle = (
    <SidebarThemeToggle
      dark={darkSidebar}
      onToggle={() => {
        writeSetting(SIDEBAR_THEME_KEY, darkSidebar ? 'light' : 'dark');
        setDarkSidebar(!darkSidebar);
      }}
    />
  );

  return (
    <div
      className={mergeClasses(styles.frame, showPanel && styles.withPanel, layout.width === 'boxed' && styles.boxed)}
      data-layout={area}
      data-sidebar-mode={layout.sidebar}
      data-layout-width={layout.width}
      style={{ '--sidebar-width': `${sidebarWidthPx(layout.sidebar)}px` } as CSSProperties}
    >
      <SkipLink />
      <header className={styles.top}>
        {/* The top bar and the menu hydrate after the screen (LateBoundary): a server-rendered page is interactive
            before them, and a click on either before then hydrates it at once and is replayed. */}
        <LateBoundary>
          <LabelTooltip content={t('layout.toggleMenu')}>
            <Button
              className={styles.onlyMobile}
              appearance="transparent"
              style={{ color: 'inherit' }}
              icon={drawerOpen ? <DismissRegular /> : <NavigationRegular />}
              aria-expanded={drawerOpen}
              aria-controls="sidebar"
              onClick={() => setDrawerOpen((open) => !open)}
            />
          </LabelTooltip>
          <RouterLink to={homePath} className={styles.brand}>
            {t('layout.brand')}
          </RouterLink>
          <div className={styles.secondary}>
            {actions}
            <LanguageSwitch />
            {themeToggle}
          </div>
          {rightPanel && (
            <LabelTooltip content={t('layout.summaryPanel')}>
              <Button
                appearance="transparent"
                style={{ color: 'inherit' }}
                icon={<PanelRightRegular />}
                aria-pressed={panelOpen}
                aria-controls="summary-panel"
                onClick={() => {
                  writeSetting(SUMMARY_PANEL_KEY, panelOpen ? 'closed' : 'open');
                  setPanelOpen(!panelOpen);
                }}
              />
            </LabelTooltip>
          )}
          {trailing}
        </LateBoundary>
      </header>
      <nav id="sidebar" aria-label={t('layout.mainMenu')} className={mergeClasses(styles.side, drawerOpen && styles.sideOpen)}>
        {/* Layout styles go on an inner element: a provider's own class is copied to its portals (menus,
            listboxes), where a full-height dark background would cover the page. */}
        <FluentProvider theme={darkSidebar ? webDarkTheme : webLightTheme} data-sidebar-theme={darkSidebar ? 'dark' : 'light'}>
          <LateBoundary>
            <div className={styles.sideInner}>
              <div className={styles.drawerTools}>
                <LanguageSwitch tone="neutral" />
                {themeToggle}
              </div>
              {sidebar}
            </div>
          </LateBoundary>
        </FluentProvider>
      </nav>
      <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <InBoundary run={screenInteractive} />
          <Outlet />
        </Suspense>
      </main>
      {showPanel && (
        <aside id="summary-panel" className={styles.panel} aria-label={t('layout.summaryPanel')}>
          {rightPanel}
        </aside>
      )}
      <footer className={styles.foot}>
        {t('layout.credit')} <ExternalLink href={VENDOR_URL}>{t('layout.vendor')}</ExternalLink>
      </footer>
      {overlays}
      <ShellDialogs />
    </div>
  );
}
