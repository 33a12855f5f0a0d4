/** The list frame's tabs (a filter per tab, with its count) and search box. */
import { Badge, Input, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', minWidth: 0 },
  tab: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '480px' },
});

export interface ListTabsProps<V extends string> {
  value: V;
  options: readonly V[];
  /** A tab's text. */
  label: (value: V) => string;
  onChange: (value: V) => void;
  /** The number of items behind each tab, where known. */
  counts?: Partial<Record<V, number>> | undefined;
  /** The tab list's name for assistive technology. */
  'aria-label'?: string;
  size?: 'small' | 'medium';
}

export function ListTabs<V extends string>({ value, options, label, onChange, counts, size, ...rest }: ListTabsProps<V>) {
  const styles = useStyles();
  return (
    <TabList
      className={styles.tabs}
      selectedValue={value}
      onTabSelect={(_, data) => onChange(data.value as V)}
      aria-label={rest['aria-label']}
      size={size}
    >
      {options.map((option) => (
        <Tab key={option} value={option} data-filter={option}>
          <span className={styles.tab}>
            {label(option)}
            {counts?.[option] !== undefined && (
              <Badge size="small" appearance={option === value ? 'filled' : 'tint'} data-count={option}>
                {counts[option]}
              </Badge>
            )}
          </span>
        </Tab>
      ))}
    </TabList>
  );
}

export interface ListSearchProps {
  value: string;
  onChange: (text: string) => void;
  /** Its name and placeholder. */
  label: string;
  /** Enter: search without waiting for the typing pause (useSearchText's `searchNow`). */
  onEnter?: () => void;
}

export function ListSearch({ value, onChange, label, onEnter }: ListSearchProps) {
  const styles = useStyles();
  return (
    <Input
      className={styles.search}
      type="search"
      contentBefore={<SearchRegular />}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(_, data) => onChange(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter?.();
      }}
    />
  );
}
