/**
 * The global search box in the staff top bar (issue 36 item 5): `/` focuses it (not while typing elsewhere), results
 * come while typing (after a pause; the answer to text typed over is cancelled), grouped by kind. An ARIA combobox:
 * the focus stays in the box, the arrows move the active option (aria-activedescendant), Enter opens it — or, with
 * none active, the results page. At the mobile breakpoint (the layout's, 992 px) the box folds into an icon that opens
 * it over the bar: a tablet's bar has no room for it beside the other tools.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Caption1, Input, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import { GLOBAL_SEARCH_DEBOUNCE_MS, MOBILE_MEDIA_QUERY, paths, SEARCH_MIN_LENGTH } from '@helpdesk/shared';
import type { SearchHit } from '@helpdesk/shared/resources';
import { hitPath, searchable, searchQuery } from '../../pages/search/search-api.ts';
import { LabelTooltip } from '../label-tooltip.tsx';
import { hitCompany, totalLabel } from './global-search-total.ts';

const NARROW = `@media ${MOBILE_MEDIA_QUERY}`;

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', alignItems: 'center' },
  box: { width: '260px', [NARROW]: { display: 'none' } },
  /** Opened from the icon on a narrow phone: over the whole bar. */
  boxOverBar: {
    [NARROW]: {
      display: 'flex',
      position: 'fixed',
      insetInline: 0,
      top: 0,
      height: '56px',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      paddingInline: tokens.spacingHorizontalS,
      backgroundColor: tokens.colorBrandBackground,
      width: 'auto',
      zIndex: 30,
    },
  },
  input: { width: '100%' },
  icon: { display: 'none', [NARROW]: { display: 'inline-flex' } },
  closeNarrow: { display: 'none', [NARROW]: { display: 'inline-flex' } },
  panel: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    insetInlineEnd: 0,
    width: '440px',
    maxHeight: '70vh',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    paddingBlock: tokens.spacingVerticalXS,
    zIndex: 30,
    [NARROW]: { position: 'fixed', top: '56px', insetInline: 0, width: 'auto', borderRadius: 0 },
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  heading: {
    display: 'flex',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
  },
  option: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `2px solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '-2px',
  },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3 },
  status: { display: 'block', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground2 },
  seeAll: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

/** Whether a key press is someone typing (a field, an editor), where `/` is a character, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="textbox"]') !== null
  );
}

/** The text after a typing pause. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), GLOBAL_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

type Option = { kind: 'hit'; hit: SearchHit } | { kind: 'all' };

export function GlobalSearch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useSettled(text);
  const result = useQuery(searchQuery(q));
  const groups = (searchable(q) ? (result.data?.groups ?? []) : []).filter((g) => g.hits.length > 0);
  const options: Option[] = [
    ...groups.flatMap((g) => g.hits.map((hit): Option => ({ kind: 'hit', hit }))),
    ...(searchable(text) ? [{ kind: 'all' as const }] : []),
  ];
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => setActive(-1), [q]);

  // `/` anywhere but in a field focuses the box (GitHub's, Gmail's and Zammad's shortcut).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setUnfolded(true);
      inputRef.current?.focus();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // The narrow box mounts hidden: focus it once it shows.
  useEffect(() => {
    if (unfolded) inputRef.current?.focus();
  }, [unfolded]);

  const close = () => {
    setOpen(false);
    setUnfolded(false);
    setActive(-1);
  };
  const choose = (option: Option | undefined) => {
    if (!option) {
      if (!searchable(text)) return;
      option = { kind: 'all' };
    }
    navigate(option.kind === 'hit' ? hitPath(option.hit) : paths.staff.search(text.trim()));
    close();
    setText('');
    inputRef.current?.blur();
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Home':
      case 'End':
        if (open && count) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        event.preventDefault();
        choose(active >= 0 ? options[active] : undefined);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else setText('');
        break;
    }
  };

  const expanded = open && text.trim().length > 0;
  const pending = searchable(text) && (text !== q || result.isFetching);
  let index = 0;
  const renderOption = (option: Option, content: React.ReactNode) => {
    const i = index++;
    return (
      <li
        key={option.kind === 'hit' ? `${option.hit.type}-${option.hit.id}` : 'all'}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        className={mergeClasses(styles.option, i === active && styles.active)}
        // Keep the focus in the box: a click chooses without blurring it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
        onMouseMove={() => setActive(i)}
      >
        {content}
      </li>
    );
  };

  return (
    <div role="search" className={styles.root}>
      <LabelTooltip content={t('globalSearch.open')}>
        <Button
          className={styles.icon}
          appearance="transparent"
          style={{ color: 'inherit' }}
          icon={<SearchRegular />}
          onClick={() => setUnfolded(true)}
        />
      </LabelTooltip>
      <div className={mergeClasses(styles.box, unfolded && styles.boxOverBar)}>
        <Input
          className={styles.input}
          input={{ ref: inputRef }}
          type="search"
          value={text}
          placeholder={t('globalSearch.placeholder')}
          aria-label={t('globalSearch.label')}
          contentBefore={<SearchRegular />}
          contentAfter={pending ? <Spinner size="extra-tiny" aria-label={t('globalSearch.searching')} /> : undefined}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          onChange={(_, data) => {
            setText(data.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setUnfolded(false);
          }}
          onKeyDown={onKeyDown}
        />
        <LabelTooltip content={t('globalSearch.close')}>
          <Button
            className={styles.closeNarrow}
            appearance="transparent"
            style={{ color: 'inherit' }}
            icon={<DismissRegular />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={close}
          />
        </LabelTooltip>
      </div>
      {expanded && (
        <div className={styles.panel}>
          <Caption1 role="status" className={styles.status}>
            {!searchable(text)
              ? t('globalSearch.tooShort', { min: SEARCH_MIN_LENGTH })
              : result.isError
                ? t('globalSearch.error')
                : pending && groups.length === 0
                  ? t('globalSearch.searching')
                  : groups.length === 0
                    ? t('globalSearch.empty')
                    : null}
          </Caption1>
          <ul id={`${id}-listbox`} role="listbox" aria-label={t('globalSearch.results')} className={styles.list}>
            {groups.map((group) => (
              <li key={group.type} role="presentation">
                <div id={`${id}-${group.type}`} className={styles.heading} role="presentation">
                  <span>{t(`globalSearch.groups.${group.type}`)}</span>
                  <span>{totalLabel(group.total)}</span>
                </div>
                <ul role="group" aria-labelledby={`${id}-${group.type}`} className={styles.list}>
                  {group.hits.map((hit) =>
                    renderOption(
                      { kind: 'hit', hit },
                      <>
                        <span className={styles.title}>{hit.title}</span>
                        <Caption1 className={styles.detail}>
                          {[hit.detail, hitCompany(hit, t('globalSearch.agent'))].filter(Boolean).join(' · ')}
                        </Caption1>
                      </>,
                    ),
                  )}
                </ul>
              </li>
            ))}
            {searchable(text) &&
              renderOption({ kind: 'all' }, <span className={styles.seeAll}>{t('globalSearch.seeAll', { q: text.trim() })}</span>)}
          </ul>
        </div>
      )}
    </div>
  );
}
