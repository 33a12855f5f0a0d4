/** The ticket list's sort, beside the list frame's search. */
import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LIST_SORTS } from '../hooks/use-list-params.ts';

const useStyles = makeStyles({
  // A plain label beside the select: Field would add ~4 KiB gzip (Field, Label) to the remote's first route.
  sort: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
});

export function ListSort({ sort, onSort }: { sort: string; onSort: (sort: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const sortId = useId('sort');
  return (
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
  );
}
