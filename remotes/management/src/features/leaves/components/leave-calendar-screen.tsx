/**
 * `/admin/leave`: every agent's leaves on a month or week calendar (FullCalendar, in this lazily loaded screen only),
 * one colour per type, pending ones pale; weekends and holidays greyed. Clicking a day (or "add") opens the add modal,
 * a leave its edit modal. The same leaves are listed below the calendar for keyboards, screen readers and phones.
 * Days are calendar days (`YYYY-MM-DD`), never instants: a leave ends on its last day inclusive.
 */
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DatesSetArg, DayCellContentArg, EventClickArg, EventInput } from '@fullcalendar/core';
import plLocale from '@fullcalendar/core/locales/pl';
import enLocale from '@fullcalendar/core/locales/en-gb';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Leave } from '@helpdesk/shared/resources';
import { LEAVE_TYPES } from '@helpdesk/shared/schemas';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import { ListError, useIsMobile } from '@helpdesk/shared/ui';
import { errorMessage } from '@helpdesk/shared';
import { leaveRangeQuery } from '../api/leaves-api.ts';
import { type LeaveDialogTarget } from '../hooks/use-leave-dialog.ts';
import { LeaveDialog } from './leave-dialog.tsx';

/** One colour per leave type (spec §7: each type its own colour). */
export const LEAVE_COLOURS: Record<Leave['type'], string> = {
  health: '#c50f1f',
  free: '#107c10',
  occasional: '#8764b8',
  holiday: '#ca5010',
  remote: '#0078d4',
};

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
  },
  period: { marginLeft: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightSemibold, textTransform: 'capitalize' },
  calendar: {
    minWidth: 0,
    '& .fc': { fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase200 },
    '& .fc-event': { cursor: 'pointer' },
    '& .fc-event:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    // FullCalendar fades the other months' day numbers to 30 %, below the contrast minimum (WCAG 1.4.3).
    '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: tokens.colorNeutralForeground3 },
    // FullCalendar lays the day's top out as a right-aligned flex row whose link grows to its content: a holiday's
    // name widened it past the cell's left edge, carrying the day number into the previous day's cell ("11" in the
    // 10th's) and over its neighbours' names and leave bars. The link keeps to its cell; the name ellipsises.
    '& .fc-daygrid-day-top': { minWidth: 0 },
    '& .fc-daygrid-day-number': {
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: 0,
      minWidth: 0,
      maxWidth: '100%',
      overflow: 'hidden',
      textAlign: 'end',
    },
  },
  off: { backgroundColor: tokens.colorNeutralBackground4 },
  holidayName: {
    display: 'block',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  swatch: {
    display: 'inline-block',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusSmall,
    marginRight: tokens.spacingHorizontalXS,
    verticalAlign: 'middle',
  },
  pending: { opacity: 0.55, backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(255,255,255,.35) 4px 8px)' },
  listTitle: { marginTop: tokens.spacingVerticalM },
  // Below the mobile breakpoint the list is cards: the table's six columns ran past a phone's edge (issue #37).
  cards: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    rowGap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  cardText: { maxWidth: '100%', overflowWrap: 'anywhere' },
});

const DAY = 86_400_000;
/** The day after a calendar day (the exclusive end FullCalendar wants), by calendar arithmetic. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
/** A local Date's calendar day (FullCalendar's day cells are local midnights). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

type View = 'month' | 'week';
const FC_VIEW: Record<View, string> = { month: 'dayGridMonth', week: 'dayGridWeek' };

export function LeaveCalendarScreen() {
  const styles = useStyles();
  const mobile = useIsMobile();
  const { t, i18n } = useTranslation('management');
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'week' ? 'week' : 'month';
  const anchor = search.get('date');
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<{ from: string; to: string; title: string } | null>(null);
  const [target, setTarget] = useState<LeaveDialogTarget | null>(null);
  const query = useQuery({ ...leaveRangeQuery(range?.from ?? '', range?.to ?? ''), enabled: !!range });
  const leaves = useMemo(() => query.data?.data ?? [], [query.data]);
  const holidays = useMemo(() => new Map((query.data?.holidays ?? []).map((h) => [h.date, h.name])), [query.data]);

  const remember = (changes: { view?: View; date?: string }) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.view === 'month') next.delete('view');
        else if (changes.view) next.set('view', changes.view);
        if (changes.date) next.set('date', changes.date);
        return next;
      },
      { replace: true },
    );

  const api = () => calendar.current?.getApi();
  const onDates = (arg: DatesSetArg) => {
    const from = dayOf(arg.start);
    const to = previousDay(dayOf(arg.end));
    setRange((current) =>
      current?.from === from && current.to === to && current.title === arg.view.title ? current : { from, to, title: arg.view.title },
    );
  };
  const move = (how: 'prev' | 'next' | 'today') => {
    const cal = api();
    if (!cal) return;
    cal[how]();
    remember({ date: dayOf(cal.getDate()) });
  };
  const switchView = (next: View) => {
    api()?.changeView(FC_VIEW[next]);
    remember({ view: next });
  };

  const label = (l: Leave) => `${l.agent.name} — ${t(`leaves.types.${l.type}`)}${l.accepted_at ? '' : ` (${t('leaves.pending')})`}`;
  const events = useMemo<EventInput[]>(
    () => [
      ...leaves.map((l) => ({
        id: String(l.id),
        title: label(l),
        start: l.start,
        end: nextDay(l.end),
        allDay: true,
        backgroundColor: LEAVE_COLOURS[l.type],
        borderColor: LEAVE_COLOURS[l.type],
        classNames: l.accepted_at ? [] : [styles.pending],
        extendedProps: { leave: l },
      })),
    ],
    [leaves, styles.pending, i18n.language],
  );
  const greyed = (date: Date) => {
    const weekday = date.getDay();
    return weekday === 0 || weekday === 6 || holidays.has(dayOf(date));
  };
  const dayCell = (arg: DayCellContentArg) => {
    const name = holidays.get(dayOf(arg.date));
    return (
      <>
        <span data-testid="day-number">{arg.dayNumberText}</span>
        {/* Every day keeps a line for a holiday's name: FullCalendar places a leave bar that spans several days by
            the height of its first day's top, so a taller holiday would put its name under the bar. */}
        {name ? (
          <span className={styles.holidayName} title={name} data-testid="holiday-name">
            {name}
          </span>
        ) : (
          <span className={styles.holidayName} aria-hidden>
            {'\u00a0'}
          </span>
        )}
      </>
    );
  };

  const typeAndState = (l: Leave) => (
    <>
      <span className={styles.swatch} style={{ backgroundColor: LEAVE_COLOURS[l.type] }} aria-hidden />
      {t(`leaves.types.${l.type}`)} · {l.accepted_at ? t('leaves.accepted') : t('leaves.pending')}
    </>
  );
  const openButton = (l: Leave) => (
    <Button
      size="small"
      appearance="subtle"
      onClick={() => setTarget({ kind: 'edit', leave: l })}
      aria-label={`${label(l)}: ${l.start} – ${l.end} — ${t('leaves.open')}`}
    >
      {t('leaves.open')}
    </Button>
  );

  return (
    <ScreenFrame
      remote="management"
      name="leaves"
      title={t('screens.leaves')}
      busy={query.isFetching}
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setTarget({ kind: 'new', day: range && !anchor ? dayOf(new Date()) : (anchor ?? dayOf(new Date())) })}
        >
          {t('leaves.add')}
        </Button>
      }
      filters={
        <div className={styles.toolbar} role="toolbar" aria-label={t('leaves.view')}>
          <Button icon={<ChevronLeftRegular />} aria-label={t('leaves.previous')} onClick={() => move('prev')} />
          <Button onClick={() => move('today')}>{t('leaves.today')}</Button>
          <Button icon={<ChevronRightRegular />} aria-label={t('leaves.next')} onClick={() => move('next')} />
          <ToggleButton checked={view === 'month'} onClick={() => switchView('month')}>
            {t('leaves.month')}
          </ToggleButton>
          <ToggleButton checked={view === 'week'} onClick={() => switchView('week')}>
            {t('leaves.week')}
          </ToggleButton>
          <Text className={styles.period} aria-live="polite" data-testid="leave-period">
            {range?.title}
          </Text>
        </div>
      }
    >
      {query.isError && <ListError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      {query.isPending && !!range && <Spinner size="tiny" label={t('leaves.loadingCalendar')} />}
      <ul className={styles.legend} aria-label={t('leaves.legend')}>
        {LEAVE_TYPES.map((type) => (
          <li key={type}>
            <span className={styles.swatch} style={{ backgroundColor: LEAVE_COLOURS[type] }} aria-hidden />
            {t(`leaves.types.${type}`)}
          </li>
        ))}
      </ul>
      <div className={styles.calendar} data-testid="leave-calendar">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, interactionPlugin]}
          initialView={FC_VIEW[view]}
          initialDate={isDay(anchor) ? anchor : undefined}
          locale={i18n.language === 'en' ? enLocale : plLocale}
          firstDay={1}
          headerToolbar={false}
          height="auto"
          fixedWeekCount={false}
          dayMaxEvents={4}
          eventInteractive
          events={events}
          datesSet={onDates}
          dayCellClassNames={(arg) => (greyed(arg.date) ? [styles.off] : [])}
          dayCellContent={dayCell}
          // A day's cell is named by its whole content (number, holiday, leaves), not by the number alone, which would
          // leave the visible leaves out of its name (WCAG 2.5.3).
          dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
          dateClick={(arg) => setTarget({ kind: 'new', day: dayOf(arg.date) })}
          eventClick={(arg: EventClickArg) => setTarget({ kind: 'edit', leave: arg.event.extendedProps.leave as Leave })}
        />
      </div>
      <Text as="h2" weight="semibold" className={styles.listTitle}>
        {t('leaves.list')}
      </Text>
      {query.isSuccess && leaves.length === 0 ? (
        <Text>{t('leaves.empty')}</Text>
      ) : mobile ? (
        <ul className={styles.cards} aria-label={t('leaves.list')}>
          {leaves.map((l) => (
            <li key={l.id} className={styles.card} data-leave-id={l.id}>
              <Text weight="semibold" className={styles.cardText}>
                {l.agent.name}
              </Text>
              <Text className={styles.cardText}>
                {t('leaves.fields.start')} {l.start} · {t('leaves.fields.end')} {l.end}
              </Text>
              <Text className={styles.cardText}>{typeAndState(l)}</Text>
              {l.description && <Text className={styles.cardText}>{l.description}</Text>}
              {openButton(l)}
            </li>
          ))}
        </ul>
      ) : (
        <TableScroll>
          <Table size="small" aria-label={t('leaves.list')}>
            <TableHeader>
              <TableRow>
                {(['agent', 'start', 'end', 'type', 'description'] as const).map((c) => (
                  <TableHeaderCell key={c}>{t(`leaves.fields.${c}`)}</TableHeaderCell>
                ))}
                <TableHeaderCell>{t('leaves.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {leaves.map((l) => (
                <TableRow key={l.id} data-leave-id={l.id}>
                  <TableCell>{l.agent.name}</TableCell>
                  <TableCell>{l.start}</TableCell>
                  <TableCell>{l.end}</TableCell>
                  <TableCell>{typeAndState(l)}</TableCell>
                  <TableCell>{l.description ?? '—'}</TableCell>
                  <TableCell>{openButton(l)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <LeaveDialog target={target} onClose={() => setTarget(null)} />
    </ScreenFrame>
  );
}
