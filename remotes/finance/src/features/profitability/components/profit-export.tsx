/**
 * The profitability table as a file, from the server (the same figures as the screen): XLSX, or CSV in the dialect
 * chosen beside it (the user's language's by default).
 */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CsvDialectField, useCsvDialect } from '@helpdesk/shared/ui';
import { profitabilityExportUrl, type Range } from '../api/profitability.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  link: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
});

export function ProfitExport({ of, range }: { of: 'company' | 'agent'; range: Range }) {
  const { t } = useTranslation('finance');
  const styles = useStyles();
  const [dialect, setDialect] = useCsvDialect();
  return (
    <div className={styles.root} data-testid="profit-export">
      <Link className={styles.link} href={profitabilityExportUrl(of, range, 'xlsx', dialect)} download>
        <ArrowDownloadRegular aria-hidden />
        {t('profit.exportXlsx')}
      </Link>
      <Link className={styles.link} href={profitabilityExportUrl(of, range, 'csv', dialect)} download>
        <ArrowDownloadRegular aria-hidden />
        {t('profit.exportCsv')}
      </Link>
      <CsvDialectField value={dialect} onChange={setDialect} />
    </div>
  );
}
