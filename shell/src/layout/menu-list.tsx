import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, PinRegular, PinOffRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { PINNED_TICKETS_MENU_STORAGE_KEY } from '@helpdesk/shared';
import type { MenuCounter, MenuItem } from './menu.ts';
import { readSetting, writeSetting } from '../app/browser-settings.ts';
import { LabelTooltip } from './label-tooltip.tsx';
import { loadWhenIdle } from '../app/when-idle.ts';

// Counts arrive from the server after the first screen; so do their badges (bench/bundle, "until render").
const MenuItemCount = lazy(() => loadWhenIdle(() => import('./menu-item-count.tsx')).then((module) => ({ default: module.MenuItemCount })));

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
  groupButton: { flexGrow: 1, justifyContent: 'space-between', paddingLeft: tokens.spacingHorizontalL, fontWeight: tokens.fontWeightRegular },
});

export interface MenuListProps {
  items: readonly MenuItem[];
  counterOf?: (counter: MenuCounter) => number | undefined;
}

/** The sidebar menu: group titles, links with counters, and expandable groups (the tickets submenu can be pinned). */
export function MenuList({ items, counterOf }: MenuListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          {item.isTitle ? (
            <div className={styles.title} role="presentation">
              <MenuLabel item={item} />
            </div>
          ) : item.children ? (
            <MenuGroup item={item} counterOf={counterOf} />
          ) : (
            <MenuLink item={item} counterOf={counterOf} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuLabel({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  return <>{t(`menu.${item.label}`)}</>;
}

function MenuLink({ item, counterOf, nested = false }: { item: MenuItem; counterOf?: MenuListProps['counterOf']; nested?: boolean }) {
  const styles = useStyles();
  const location = useLocation();
  const active = location.pathname + location.search === item.to;
  const count = item.counter && counterOf ? counterOf(item.counter) : undefined;
  return (
    <NavLink
      to={item.to ?? '#'}
      end
      aria-current={active ? 'page' : undefined}
      className={() => mergeClasses(styles.link, nested && styles.nested, active && styles.active)}
    >
      <span>
        <MenuLabel item={item} />
      </span>
      {count !== undefined && count > 0 && (
        <Suspense fallback={null}>
          <MenuItemCount count={count} highlight={item.highlight} label={item.label} />
        </Suspense>
      )}
    </NavLink>
  );
}

function MenuGroup({ item, counterOf }: { item: MenuItem; counterOf?: MenuListProps['counterOf'] }) {
  const styles = useStyles();
  const { t } = useTranslation();
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
        {pinnable && (
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
              <MenuLink item={child} counterOf={counterOf} nested />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
