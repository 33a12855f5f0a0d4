/**
 * The CSV dialect an export writes (Polish: `;` and a decimal comma; English: `,` and a point), chosen beside the
 * export buttons and menus; it starts as the user's language. The server takes it as `dialect`.
 */
import { useState } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
// From the enumerations, not the CSV writer: the writer stays in the chunk an export loads when asked for.
import { CSV_DIALECTS, type CsvDialect } from '../schemas/enums.ts';

/** The dialect state, starting from the user's language. */
export function useCsvDialect(): [CsvDialect, (dialect: CsvDialect) => void] {
  const { i18n } = useTranslation();
  return useState<CsvDialect>(i18n.resolvedLanguage === 'en' ? 'en' : 'pl');
}

export function CsvDialectField({ value, onChange }: { value: CsvDialect; onChange: (dialect: CsvDialect) => void }) {
  const { t } = useTranslation('shared');
  return (
    <Field label={t('csvDialect.label')} orientation="horizontal">
      <Select value={value} onChange={(_, d) => onChange(d.value as CsvDialect)} data-testid="csv-dialect">
        {CSV_DIALECTS.map((d) => (
          <option key={d} value={d}>
            {t(`csvDialect.${d}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
