import { AfterFirstScreen } from '../app/after-first-screen.tsx';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { PinRegular } from '@fluentui/react-icons/svg/pin';
import { PinOffRegular } from '@fluentui/react-icons/svg/pin-off';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY, PINNED_TICKETS_MENU_STORAGE_KEY } from '@helpdesk/shared';
import { menuLabel, type MenuCounter, type MenuItem } from './menu.ts';
import { readSetting, writeSetting } from '../app/browser-settings.ts';
import { LabelTooltip } from './label-tooltip.tsx';
import { loadWhenIdle } from '../app/when-idle.ts';

// Counts arrive from the server after the first screen; so do their badges (bench/bundle, "until render").
const MenuItemCount = lazy(() => loadWhenIdle(() => import('./menu-item-count.tsx')).then((module) => ({ default: module.MenuItemCount })));
// Icons only in the collapsed sidebar, so only that mode loads them.
const MenuIcon = lazy(() => import('./menu-icons.tsx').then((module) => ({ default: module.MenuIcon })));

/** Above the mobile breakpoint; below it the sidebar is a drawer at full width whatever the mode. */
const desktop = `@media not all and ${MOBILE_MEDIA_QUERY}`;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  title: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderLeft: '3px solid transparent',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { borderLeftColor: tokens.colorBrandStroke1, backgroundColor: tokens.colorNeutralBackground1Selected },
  nested: { paddingLeft: tokens.spacingHorizontalXXL, fontSize: tokens.fontSizeBase200 },
  group: { display: 'flex', alignItems: 'center' },
  groupButton: {
    flexGrow: 1,
    justifyContent: 'space-between',
    paddingLeft: tokens.spacingHorizontalL,
    fontWeight: tokens.fontWeightRegular,
  },
  // Collapsed sidebar (70 px): icons with their labels as tooltips, titles and label texts hidden.
  collapsedHidden: { [desktop]: { display: 'none' } },
  collapsedLink: { [desktop]: { justifyContent: 'center', paddingInline: tokens.spacingHorizontalXS, position: 'relative' } },
  collapsedCount: { [desktop]: { position: 'absolute', insetInlineEnd: '2px', top: 0 } },
  icon: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '20px', height: '20px', flexShrink: 0 },
  monogram: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
});

export interface MenuListProps {
  items: readonly MenuItem[];
  counterOf?: (counter: MenuCounter) => number | undefined;
  /** The collapsed sidebar: icons with tooltips instead of labels (spec §2, §9). */
  collapsed?: boolean;
}

/** The sidebar menu: group titles, links with counters, and expandable groups (the tickets submenu can be pinned). */
export function MenuList({ items, counterOf, collapsed = false }: MenuListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list} data-collapsed={collapsed || undefined}>
      {items.map((item) => (
        <li key={item.id}>
          {item.isTitle ? (
            <div className={mergeClasses(styles.title, collapsed && styles.collapsedHidden)} role="presentation">
              <MenuLabel item={item} />
            </div>
          ) : item.children ? (
            <MenuGroup item={item} counterOf={counterOf} collapsed={collapsed} />
          ) : (
            <MenuLink item={item} counterOf={counterOf} collapsed={collapsed} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuLabel({ item }: { item: MenuItem }) {
  const { t, i18n } = useTranslation();
  return <>{menuLabel(item, t, i18n.resolvedLanguage)}</>;
}

/** The item's icon (collapsed sidebar); its label's first letter until the icons' chunk is there. */
function ItemIcon({ item }: { item: MenuItem }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.icon} aria-hidden>
      <Suspense fallback={<span className={styles.monogram}>{menuLabel(item, t, i18n.resolvedLanguage).charAt(0)}</span>}>
        <MenuIcon label={item.label} />
      </Suspense>
    </span>
  );
}

type ItemProps = { item: MenuItem; counterOf?: MenuListProps['counterOf']; collapsed: boolean };

function MenuLink({ item, counterOf, nested = false, collapsed }: ItemProps & { nested?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const active = location.pathname + location.search === item.to;
  const count = item.counter && counterOf ? counterOf(item.counter) : undefined;
  // A plain Link: the item is current by its whole URL (path and query), decided here. NavLink worked out its own
  // rule (the path alone) for every item again, ~1.5 ms of the list page's ~22 ms of server render CPU, and marked
  // every item of the path aria-current (14 on the ticket list).
  const link = (
    <Link
      to={item.to ?? '#'}
      aria-current={active ? 'page' : undefined}
      className={mergeClasses(
        styles.link,
        nested && !collapsed && styles.nested,
        collapsed && styles.collapsedLink,
        active && styles.active,
      )}
    >
      {collapsed && <ItemIcon item={item} />}
      <span className={collapsed ? styles.collapsedHidden : undefined}>
        <MenuLabel item={item} />
      </span>
      {count !== undefined && count > 0 && (
        <AfterFirstScreen fallback={null}>
          <span className={collapsed ? styles.collapsedCount : undefined}>
            <MenuItemCount count={count} highlight={item.highlight} label={item.label} />
          </span>
        </AfterFirstScreen>
      )}
    </Link>
  );
  // In the 70 px rail the label opens beside the icon, never over the neighbouring icons.
  return collapsed ? (
    <LabelTooltip content={menuLabel(item, t, i18n.resolvedLanguage)} positioning="after">
      {link}
    </LabelTooltip>
  ) : (
    link
  );
}

function MenuGroup({ item, counterOf, collapsed }: ItemProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const pinnable = item.label === 'tickets';
  const [pinned, setPinned] = useState(pinnable && readSetting(PINNED_TICKETS_MENU_STORAGE_KEY, '0') === '1');
  const containsActive = (item.children ?? []).some((child) => child.to?.split('?')[0] === location.pathname);
  const [open, setOpen] = useState(containsActive);
  const expanded = pinned || open || containsActive;
  const togglePin = () => {
    const next = !pinned;
    setPinned(next);
    writeSetting(PINNED_TICKETS_MENU_STORAGE_KEY, next ? '1' : '0');
  };
  const listId = `menu-group-${item.id}`;
  return (
    <>
      <div className={styles.group}>
        {collapsed ? (
          <LabelTooltip content={menuLabel(item, t, i18n.resolvedLanguage)} positioning="after">
            <Button
              className={mergeClasses(styles.groupButton, styles.collapsedLink)}
              appearance="subtle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setOpen(!expanded)}
            >
              <ItemIcon item={item} />
              <span className={styles.collapsedHidden}>
                <MenuLabel item={item} />
              </span>
            </Button>
          </LabelTooltip>
        ) : (
          <Button
            className={styles.groupButton}
            appearance="subtle"
            aria-expanded={expanded}
            aria-controls={listId}
            icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
            iconPosition="after"
            onClick={() => setOpen(!expanded)}
          >
            <MenuLabel item={item} />
          </Button>
        )}
        {pinnable && !collapsed && (
          <LabelTooltip content={pinned ? t('layout.unpinTickets') : t('layout.pinTickets')}>
            <Button
              appearance="transparent"
              size="small"
              icon={pinned ? <PinOffRegular /> : <PinRegular />}
              aria-pressed={pinned}
              onClick={togglePin}
            />
          </LabelTooltip>
        )}
      </div>
      {expanded && (
        <ul className={styles.list} id={listId}>
          {(item.children ?? []).map((child) => (
            <li key={child.id}>
              <MenuLink item={child} counterOf={counterOf} nested collapsed={collapsed} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
