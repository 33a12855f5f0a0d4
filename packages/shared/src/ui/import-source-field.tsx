/**
 * How an import read its CSV — the encoding (detected, or chosen) and the column separator — with the choice of
 * another encoding: the server reads the file again. Nothing for a workbook (.xlsx, .xls carry their own).
 */
import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IMPORT_ENCODINGS, type ImportEncoding } from '../schemas/enums.ts';
import type { ImportSource } from '../resources/clients.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  separator: { paddingBottom: tokens.spacingVerticalXS },
});

export interface ImportSourceFieldProps {
  source: ImportSource | null;
  onEncoding: (encoding: ImportEncoding) => void;
  disabled?: boolean;
}

export function ImportSourceField({ source, onEncoding, disabled }: ImportSourceFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  if (!source?.encoding) return null;
  return (
    <div className={styles.root} data-testid="import-source">
      <Field label={t('importSource.encoding')} hint={t('importSource.hint')}>
        <Select value={source.encoding} disabled={disabled} onChange={(_, d) => onEncoding(d.value as ImportEncoding)}>
          {IMPORT_ENCODINGS.map((encoding) => (
            <option key={encoding} value={encoding}>
              {t(`importSource.encodings.${encoding}`)}
              {encoding === source.detected_encoding ? ` — ${t('importSource.detected')}` : ''}
            </option>
          ))}
        </Select>
      </Field>
      {source.separator && (
        <Text className={styles.separator}>{t('importSource.separator', { name: t(`importSource.separators.${source.separator}`) })}</Text>
      )}
    </div>
  );
}
