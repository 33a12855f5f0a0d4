/**
 * Export buttons for any report: XLSX or CSV of exactly the screen's query, produced by a server job; a progress bar
 * while it runs, then a download link. Reusable by every report screen: pass the report and its query.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Link, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@helpdesk/shared';
import type { ExportJob } from '@helpdesk/shared/resources';
import type { CsvDialect, ExportFormat } from '@helpdesk/shared/schemas';
import { CsvDialectField, useCsvDialect } from '@helpdesk/shared/ui';
import { downloadHref, exportStatus, startExport, type ExportOf } from '../api/exports.ts';

const POLL_MS = 500;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
  progress: { minWidth: '160px', flexGrow: 1 },
});

/** Starts an export and follows it until its file is ready. */
export function useExportJob() {
  const [job, setJob] = useState<ExportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const follow = (current: ExportJob) => {
    setJob(current);
    if (current.status !== 'running') return;
    timer.current = setTimeout(() => {
      exportStatus(current.id).then(follow, (e: unknown) => setError(errorMessage(e) ?? ''));
    }, POLL_MS);
  };
  const start = async (request: ExportOf, format: ExportFormat, dialect: CsvDialect) => {
    if (timer.current) clearTimeout(timer.current);
    setError(null);
    setJob(null);
    try {
      follow(await startExport(request, format, dialect));
    } catch (e) {
      setError(errorMessage(e) ?? '');
    }
  };
  return { job, error, start };
}

export function ExportButtons({ request, disabled }: { request: ExportOf; disabled?: boolean }) {
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const { job, error, start } = useExportJob();
  const [dialect, setDialect] = useCsvDialect();
  const running = job?.status === 'running';
  return (
    <div className={styles.root}>
      <Button icon={<ArrowDownloadRegular />} disabled={disabled || running} onClick={() => void start(request, 'xlsx', dialect)}>
        {t('timeReports.export.xlsx')}
      </Button>
      <Button disabled={disabled || running} onClick={() => void start(request, 'csv', dialect)}>
        {t('timeReports.export.csv')}
      </Button>
      <CsvDialectField value={dialect} onChange={setDialect} />
      {running && (
        <div className={styles.progress}>
          <ProgressBar value={job.progress} aria-label={t('timeReports.export.progress')} />
          <Text size={200}>{t('timeReports.export.running', { rows: job.rows })}</Text>
        </div>
      )}
      {job?.status === 'done' && (
        <Link href={downloadHref(job)} download={job.file_name} data-testid="export-download">
          {t('timeReports.export.download', { name: job.file_name })}
        </Link>
      )}
      {(job?.status === 'failed' || error !== null) && <Text role="alert">{error || t('timeReports.export.failed')}</Text>}
    </div>
  );
}
