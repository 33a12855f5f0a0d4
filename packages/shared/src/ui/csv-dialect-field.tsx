/**
 * The CSV dialect an export writes (Polish: `;` and a decimal comma; English: `,` and a point), chosen beside the
 * export buttons and menus; it starts as the user's language. The server takes it as `dialect`.
 */
import { useState } from 'react';
import { Field, Select, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
// From the enumerations, not the CSV writer: the writer stays in the chunk an export loads when asked for.
import { CSV_DIALECTS, type CsvDialect } from '../schemas/enums.ts';

// A native select is as wide as its longest option: at 390 px that ran 8 px past the screen. The field may shrink to
// its box, the select with it (the chosen option is still read out whole).
const useStyles = makeStyles({
  field: { minWidth: 0, maxWidth: '100%', gridTemplateColumns: 'auto minmax(0, 1fr)' },
  select: { minWidth: 0, maxWidth: '100%' },
  control: { minWidth: 0, maxWidth: '100%', textOverflow: 'ellipsis' },
});

/** The dialect state, starting from the user's language. */
export function useCsvDialect(): [CsvDialect, (dialect: CsvDialect) => void] {
  const { i18n } = useTranslation();
  return useState<CsvDialect>(i18n.resolvedLanguage === 'en' ? 'en' : 'pl');
}

export function CsvDialectField({ value, onChange }: { value: CsvDialect; onChange: (dialect: CsvDialect) => void }) {
  const { t } = useTranslation('shared');
  const styles = useStyles();
  return (
    <Field label={t('csvDialect.label')} orientation="horizontal" className={styles.field}>
      <Select
        className={styles.select}
        select={{ className: styles.control }}
        value={value}
        onChange={(_, d) => onChange(d.value as CsvDialect)}
        data-testid="csv-dialect"
      >
        {CSV_DIALECTS.map((d) => (
          <option key={d} value={d}>
            {t(`csvDialect.${d}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
