/** The list's controls: the filter (the same ones as the shell's menu), search, and sort (also the table's headers). */
import { SearchBox, Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ADMIN_FILTERS, type AdminTicketFilter, type TicketSort } from '../../../lib/ticket-vocabulary.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  field: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '480px' },
});

/** The sort choices of the list; a column header's sort that is not among them is added while chosen. */
const SORT_CHOICES: TicketSort[] = [
  '-created_at',
  'created_at',
  '-updated_at',
  'resolve_due_at',
  '-priority',
  'status',
  'fullid',
  'subject',
];

export interface ListToolbarProps {
  filter: AdminTicketFilter;
  onFilter: (filter: AdminTicketFilter) => void;
  searchText: string;
  /** Enter in the search box: search without waiting for the typing pause. */
  onSearchNow?: () => void;
  onSearchText: (text: string) => void;
  sort: TicketSort;
  onSort: (sort: TicketSort) => void;
}

export function ListToolbar({ filter, onFilter, searchText, onSearchText, onSearchNow, sort, onSort }: ListToolbarProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const filterId = useId('filter');
  const searchId = useId('search');
  const sortId = useId('sort');
  const sortLabel = (value: TicketSort) => {
    if ((SORT_CHOICES as string[]).includes(value)) return t(`list.sortOptions.${value}`);
    const key = value.replace(/^-/, '');
    return `${t(`list.columns.${key === 'resolve_due_at' ? 'sla' : key}`, { defaultValue: key })} ${value.startsWith('-') ? '↓' : '↑'}`;
  };
  return (
    <div className={styles.root}>
      <span className={styles.field}>
        <label htmlFor={filterId}>{t('list.filterLabel')}</label>
        <Select id={filterId} value={filter} onChange={(_, data) => onFilter(data.value as AdminTicketFilter)}>
          {ADMIN_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`list.filters.${value}`)}
            </option>
          ))}
        </Select>
      </span>
      <span className={`${styles.field} ${styles.search}`}>
        <label htmlFor={searchId}>{t('list.search')}</label>
        <SearchBox
          id={searchId}
          value={searchText}
          placeholder={t('list.searchPlaceholder')}
          onChange={(_, data) => onSearchText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearchNow?.();
          }}
        />
      </span>
      <span className={styles.field}>
        <label htmlFor={sortId}>{t('list.sortBy')}</label>
        <Select id={sortId} value={sort} onChange={(_, data) => onSort(data.value as TicketSort)}>
          {[...new Set<TicketSort>([...SORT_CHOICES, sort])].map((value) => (
            <option key={value} value={value}>
              {sortLabel(value)}
            </option>
          ))}
        </Select>
      </span>
    </div>
  );
}
