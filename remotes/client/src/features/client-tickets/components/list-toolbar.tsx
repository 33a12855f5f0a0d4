/** Filters (with their counts), search and sort of a ticket list. */
import { Badge, Input, Select, Tab, TabList, makeStyles, tokens, useId } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CLIENT_TICKET_FILTERS } from '@helpdesk/shared/enums';
import { LIST_SORTS } from '../hooks/use-list-params.ts';
import type { ClientTicketFilter } from '@helpdesk/shared/enums';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  tabs: { overflowX: 'auto', minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'flex-end' },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '480px' },
  tab: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  // A plain label beside the select: Field would add ~4 KiB gzip (Field, Label) to the remote's first route.
  sort: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
});

export interface ListToolbarProps {
  filter: ClientTicketFilter;
  onFilter: (filter: ClientTicketFilter) => void;
  counts: Partial<Record<ClientTicketFilter, number>> | undefined;
  searchText: string;
  onSearchText: (text: string) => void;
  sort: string;
  onSort: (sort: string) => void;
}

export function ListToolbar({ filter, onFilter, counts, searchText, onSearchText, sort, onSort }: ListToolbarProps) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const sortId = useId('sort');
  return (
    <div className={styles.root}>
      <TabList className={styles.tabs} selectedValue={filter} onTabSelect={(_, data) => onFilter(data.value as ClientTicketFilter)} aria-label={t('tickets.list.filters')} size="small">
        {CLIENT_TICKET_FILTERS.map((value) => (
          <Tab key={value} value={value} data-filter={value}>
            <span className={styles.tab}>
              {t(`tickets.filters.${value}`)}
              {counts?.[value] !== undefined && (
                <Badge size="small" appearance={value === filter ? 'filled' : 'tint'} data-count={value}>
                  {counts[value]}
                </Badge>
              )}
            </span>
          </Tab>
        ))}
      </TabList>
      <div className={styles.controls}>
        <Input
          className={styles.search}
          type="search"
          contentBefore={<SearchRegular />}
          placeholder={t('tickets.list.search')}
          aria-label={t('tickets.list.search')}
          value={searchText}
          onChange={(_, data) => onSearchText(data.value)}
        />
        <span className={styles.sort}>
          <label htmlFor={sortId}>{t('tickets.list.sort')}</label>
          <Select id={sortId} value={sort} onChange={(_, data) => onSort(data.value)}>
            {LIST_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`tickets.sorts.${value}`)}
              </option>
            ))}
          </Select>
        </span>
      </div>
    </div>
  );
}
