/**
 * The page frame both layouts share: top bar, left sidebar with the menu, content, footer. On narrow screens
 * (spec mobile breakpoint) the sidebar becomes a drawer opened from the top bar.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Button, Link, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { NavigationRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT, MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import type { MenuItem } from './menu.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { PageLoading } from '../pages/page-loading.tsx';

const mobile = `@media ${MOBILE_MEDIA_QUERY}`;

const useStyles = makeStyles({
  frame: {
    display: 'grid',
    gridTemplateColumns: `${LAYOUT.sidebarWidthPx}px 1fr`,
    gridTemplateRows: `${LAYOUT.topBarHeightPx}px 1fr auto`,
    gridTemplateAreas: '"top top" "side main" "side foot"',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    [mobile]: { gridTemplateColumns: '1fr', gridTemplateAreas: '"top" "main" "foot"' },
  },
  top: {
    gridArea: 'top',
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  brand: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500, marginRight: 'auto' },
  menuToggle: { display: 'none', [mobile]: { display: 'inline-flex' } },
  side: {
    gridArea: 'side',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
    paddingBlock: tokens.spacingVerticalM,
    position: 'sticky',
    top: `${LAYOUT.topBarHeightPx}px`,
    height: `calc(100vh - ${LAYOUT.topBarHeightPx}px)`,
    [mobile]: {
      display: 'none',
      position: 'fixed',
      insetInlineStart: 0,
      width: `${LAYOUT.sidebarWidthPx}px`,
      zIndex: 20,
      boxShadow: tokens.shadow16,
    },
  },
  sideOpen: { [mobile]: { display: 'block' } },
  main: { gridArea: 'main', padding: tokens.spacingHorizontalXL, minWidth: 0 },
  foot: {
    gridArea: 'foot',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  title: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderLeft: '3px solid transparent',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { borderLeftColor: tokens.colorBrandStroke1, backgroundColor: tokens.colorNeutralBackground1Selected },
  nested: { paddingLeft: tokens.spacingHorizontalXXL, fontSize: tokens.fontSizeBase200 },
});

export interface FrameProps {
  area: 'staff' | 'client';
  menu: readonly MenuItem[];
  actions?: ReactNode;
}

export function Frame({ area, menu, actions }: FrameProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  return (
    <div className={styles.frame} data-layout={area}>
      <header className={styles.top}>
        <Tooltip content={t('layout.toggleMenu')} relationship="label">
          <Button
            className={styles.menuToggle}
            appearance="transparent"
            icon={drawerOpen ? <DismissRegular /> : <NavigationRegular />}
            aria-expanded={drawerOpen}
            aria-controls="sidebar"
            onClick={() => setDrawerOpen((open) => !open)}
          />
        </Tooltip>
        <span className={styles.brand}>{t('layout.brand')}</span>
        {actions}
        <LanguageSwitch />
      </header>
      <nav
        id="sidebar"
        aria-label={t('layout.mainMenu')}
        className={mergeClasses(styles.side, drawerOpen && styles.sideOpen)}
      >
        <MenuList items={menu} />
      </nav>
      <main className={styles.main} id="content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.foot}>
        {t('layout.credit')}{' '}
        <Link href="https://example.com/helpdesk" target="_blank" rel="noopener noreferrer" inline>
          {t('layout.vendor')}
        </Link>
      </footer>
    </div>
  );
}

function MenuList({ items, nested = false }: { items: readonly MenuItem[]; nested?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const location = useLocation();
  const current = location.pathname + location.search;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          {item.isTitle || !item.to ? (
            <div className={styles.title}>{t(`menu.${item.label}`)}</div>
          ) : (
            <NavLink
              to={item.to}
              end
              className={() =>
                mergeClasses(styles.link, nested && styles.nested, current === item.to && styles.active)
              }
            >
              {t(`menu.${item.label}`)}
            </NavLink>
          )}
          {item.children && <MenuList items={item.children} nested />}
        </li>
      ))}
    </ul>
  );
}
