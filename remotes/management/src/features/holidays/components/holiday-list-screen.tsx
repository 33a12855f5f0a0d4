/** `/admin/holiday`: one year's holidays (free days) by date — add, edit, delete (admins). */
import { useSearchParams, Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { paths, toast, renderNow } from '@helpdesk/shared';
import type { Holiday } from '@helpdesk/shared/resources';
import { businessDate } from '@helpdesk/shared/months';
import { ConfirmDialog, useIsMobile } from '@helpdesk/shared/ui';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { holidayListQuery, useDeleteHoliday } from '../api/holidays-api.ts';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, textDecorationLine: 'none' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  card: { padding: tokens.spacingVerticalS, rowGap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
  rowActions: { display: 'flex', columnGap: tokens.spacingHorizontalXS },
});

/** The weekday of a calendar day in the interface language (the day itself, not a UTC instant). */
export function weekdayOf(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The business calendar's year (the holidays' country's). */
const thisYear = () => Number(businessDate(new Date(renderNow())).slice(0, 4));

export function HolidayListScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('management');
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('year'));
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= 2999 ? asked : thisYear();
  const query = useQuery(holidayListQuery(year));
  const remove = useDeleteHoliday();
  const rows = query.data ?? [];
  const years = Array.from({ length: 7 }, (_, i) => thisYear() - 3 + i);
  if (!years.includes(year)) years.push(year);

  const setYear = (value: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value === thisYear()) next.delete('year');
      else next.set('year', String(value));
      return next;
    });

  const actions = (h: Holiday) => (
    <span className={styles.rowActions}>
      <Button
        size="small"
        appearance="subtle"
        onClick={() => void navigate(paths.staff.holiday.edit(h.id))}
        aria-label={t('holidays.editOne', { name: h.name })}
      >
        {t('holidays.edit')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="small" appearance="subtle" aria-label={t('holidays.deleteOne', { name: h.name })}>
            {t('holidays.delete')}
          </Button>
        }
        title={t('holidays.deleteTitle', { name: h.name })}
        body={t('holidays.deleteBody')}
        onConfirm={async () => toast.success((await remove.mutateAsync(h.id)).message ?? t('holidays.deleted'))}
      />
    </span>
  );

  return (
    <ScreenFrame
      remote="management"
      name="holidays"
      title={t('screens.holidayList')}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.staff.holiday.create())}>
          {t('holidays.add')}
        </Button>
      }
      filters={
        <Select aria-label={t('holidays.year')} value={String(year)} onChange={(_, data) => setYear(Number(data.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      }
      query={query}
      isEmpty={rows.length === 0}
      empty={{ text: t('holidays.empty', { year }) }}
      loadingRows={6}
    >
      <MessageBar intent="info">
        <MessageBarBody>{t('holidays.info')}</MessageBarBody>
      </MessageBar>
      {mobile ? (
        <ul className={styles.cards} aria-label={t('screens.holidayList')}>
          {rows.map((h) => (
            <li key={h.id}>
              <Card className={styles.card}>
                <Link className={styles.name} to={paths.staff.holiday.edit(h.id)}>
                  {h.name}
                </Link>
                <Text className={styles.muted}>
                  {h.date} · {weekdayOf(h.date, i18n.language)}
                </Text>
                {actions(h)}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Table size="small" aria-label={t('screens.holidayList')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('holidays.fields.date')}</TableHeaderCell>
              <TableHeaderCell>{t('holidays.fields.weekday')}</TableHeaderCell>
              <TableHeaderCell>{t('holidays.fields.name')}</TableHeaderCell>
              <TableHeaderCell>{t('holidays.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((h) => (
              <TableRow key={h.id} data-holiday-id={h.id}>
                <TableCell>{h.date}</TableCell>
                <TableCell>{weekdayOf(h.date, i18n.language)}</TableCell>
                <TableCell>
                  <Link className={styles.name} to={paths.staff.holiday.edit(h.id)}>
                    {h.name}
                  </Link>
                </TableCell>
                <TableCell>{actions(h)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ScreenFrame>
  );
}
