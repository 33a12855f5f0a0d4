/**
 * The list as cards (below the spec's 991.98 px breakpoint): the same rows, selection and keyboard. Light cards, as
 * the table's rows: plain elements with the classes of static stylesheets (card-sheet.ts, row-sheet.ts), no component
 * or hook per card (a mark only where the row has one), texts from the table's per-language cache, one click listener
 * for all cards.
 */
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@helpdesk/shared/format';
import { SenderVerificationMark } from '@helpdesk/shared/ui';
import { paths, renderNow } from '@helpdesk/shared';
import { relevantClock, shownState } from './sla-state.ts';
import type { RowsViewProps } from './rows-view.ts';
import { showsSenderMark, SLA_BADGE } from './row-look.ts';
import { ROW } from './row-sheet.ts';
import { CARD } from './card-sheet.ts';
import { OriginMark, dot, useRowTexts } from './ticket-table.tsx';

export function TicketCards({ rows, selected, active, setActive, onToggle, busy }: RowsViewProps) {
  const { t } = useTranslation('tickets');
  const texts = useRowTexts();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const activeCard = useRef<HTMLLIElement | null>(null);
  // The time the cards' SLA states are judged at: once per page of rows.
  const now = useMemo(() => renderNow(), [rows]);

  useEffect(() => {
    activeCard.current?.focus({ preventScroll: true });
    activeCard.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // One listener for all cards: a click makes its card the active one; on the checkbox's box it toggles the row; on
  // a link it navigates through the router (a modified or middle click is the browser's).
  const onCardsClick = (event: MouseEvent<HTMLUListElement>) => {
    const target = event.target as Element;
    const li = target.closest<HTMLLIElement>('li[data-ticket-id]');
    if (!li) return;
    const index = Number(li.dataset.index);
    const row = rows[index];
    if (!row) return;
    setActive(index);
    if (target.closest(`.${CARD.check}`)) {
      onToggle(row);
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = target.closest<HTMLAnchorElement>('a[data-to]');
    if (!link) return;
    event.preventDefault();
    void navigate(link.dataset.to!);
  };

  return (
    <ul className={CARD.list} aria-label={t('screens.ticketList')} aria-busy={busy} onClick={onCardsClick}>
      {rows.map((row, index) => {
        const isActive = index === active;
        const isSelected = selected.has(row.id);
        const to = paths.staff.ticketShow(row.id);
        const { which, clock } = relevantClock(row.sla);
        const sla = shownState(clock, now);
        return (
          <li
            key={row.id}
            ref={isActive ? activeCard : undefined}
            tabIndex={isActive ? 0 : -1}
            data-ticket-id={row.id}
            data-index={index}
            data-active={isActive || undefined}
          >
            <div role="group" className={`${CARD.card}${isSelected ? ` ${CARD.selected}` : ''}${isActive ? ` ${CARD.active}` : ''}`}>
              <div className={CARD.top}>
                <span className={CARD.check}>
                  {/* The box's click toggles the selection (the list's listener). */}
                  <input
                    type="checkbox"
                    className={CARD.checkbox}
                    checked={isSelected}
                    onChange={noop}
                    aria-label={texts.selectRow(row.fullid)}
                  />
                </span>
                <a className={CARD.number} href={base + to} data-to={to} tabIndex={-1}>
                  {row.fullid}
                </a>
                <OriginMark origin={row.origin} texts={texts} />
                {showsSenderMark(row) && <SenderVerificationMark verdict={row.mail_auth} compact />}
                <span className={ROW.cardCompanyTag} title={row.company.short_name}>
                  {row.company.tag}
                </span>
                <span className={CARD.date}>{formatDateTime(row.created_at)}</span>
              </div>
              <a className={CARD.subject} href={base + to} data-to={to}>
                {row.subject}
              </a>
              <div className={CARD.meta}>
                <span className={ROW.label} style={dot(row.status_color)}>
                  {texts.status(row.status)}
                </span>
                <span className={ROW.label} style={dot(row.priority_color)}>
                  {texts.priority(row.priority)}
                </span>
                <span className={CARD.sla} data-sla={sla}>
                  <span className={ROW.slaBadge[SLA_BADGE[sla]]} title={texts.slaClock(which)}>
                    {texts.slaState(sla)}
                  </span>
                  {clock.due_at && sla !== 'none' && <span className={CARD.caption}>{texts.deadline(formatDateTime(clock.due_at))}</span>}
                </span>
              </div>
              <div className={CARD.meta}>
                <span className={CARD.text}>
                  {`${texts.requester}: ${row.requester?.name ?? (row.sender ? texts.sender(row.sender) : texts.noRequester)}`}
                </span>
                <span className={CARD.text}>{`${texts.assignee}: ${row.assignee?.name ?? texts.unassigned}`}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function noop() {}
