/**
 * The employee import panel of one company: upload (with progress) → preview with the header mapping and each row's
 * status → confirm (all or nothing) or discard. The preview lives on the server, so a reload finds it again; a
 * refused import names its rows and offers them as a file.
 */
import { formatNumber } from '@helpdesk/shared/format';
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Field,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Select,
  Spinner,
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
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { formatDateTime } from '@helpdesk/shared/format';
import type { ImportPreview, ImportRow } from '@helpdesk/shared/resources';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_FIELDS,
  IMPORT_ROW_STATUSES,
  type ImportEncoding,
  type ImportField,
  type ImportRowStatus,
} from '@helpdesk/shared/enums';
import {
  errorsUrl,
  importFailureOf,
  previewQuery,
  templateUrl,
  useConfirmImport,
  useDiscardImport,
  useRereadImport,
  useSaveMapping,
  useUploadImport,
  type ImportFailure,
  type PreviewParams,
} from '../api/employee-import-api.ts';
import { TableScroll } from '@helpdesk/shared/remote';
import { ImportSourceField } from '@helpdesk/shared/ui';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    minWidth: 0,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  mapping: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  // Long addresses and names break inside the word, so the table fits the screen and its reasons stay in view at 1440 px.
  rows: { '& td, & th': { overflowWrap: 'anywhere' } },
  reasonColumn: { minWidth: '12rem' },
  reasons: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  hiddenInput: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
});

const STATUS_COLORS: Record<ImportRowStatus, 'success' | 'brand' | 'informative' | 'danger'> = {
  new: 'success',
  update: 'brand',
  unchanged: 'informative',
  error: 'danger',
};

export interface EmployeeImportProps {
  companyId: number;
}

export function EmployeeImport({ companyId }: EmployeeImportProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('management');
  const [params, setParams] = useState<PreviewParams>({ status: null, page: 1 });
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  // The preview uploaded on this page: any other one the server answers was left unconfirmed before (a reload).
  const [uploadedId, setUploadedId] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const preview = useQuery(previewQuery(companyId, params));
  const upload = useUploadImport(companyId, setProgress);
  const confirm = useConfirmImport(companyId);
  const discard = useDiscardImport(companyId);

  useEffect(() => {
    setParams({ status: null, page: 1 });
    setFailure(null);
    setUploadError(null);
  }, [companyId]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setFailure(null);
    setProgress(0);
    try {
      const uploaded = await upload.mutateAsync(file);
      setUploadedId(uploaded.id);
      setParams({ status: null, page: 1 });
    } catch (error) {
      const errors = (error as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data?.errors;
      setUploadError(errors ? Object.values(errors).flat().join(' ') : t('employeeImport.uploadFailed'));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onConfirm = async (data: ImportPreview) => {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync(data.id);
      toast.success(answer.message);
    } catch (error) {
      const refused = importFailureOf(error);
      if (!refused) throw error;
      setFailure(refused);
      setParams({ status: 'error', page: 1 });
    }
  };

  const data = preview.data;
  return (
    <Card className={styles.panel} data-testid="employee-import">
      <Text as="h2" size={500} weight="semibold">
        {t('employeeImport.title')}
      </Text>
      <Text className={styles.muted}>
        {t('employeeImport.intro', { mb: IMPORT_MAX_MB, rows: formatNumber(IMPORT_MAX_ROWS, i18n.resolvedLanguage) })}
      </Text>
      <div className={styles.row}>
        <input
          ref={fileInput}
          id={inputId}
          className={styles.hiddenInput}
          type="file"
          accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
          aria-label={t('employeeImport.file')}
          onChange={(event) => void onFile(event.target.files?.[0])}
          disabled={progress !== null}
        />
        <Button
          appearance={data ? 'secondary' : 'primary'}
          icon={<ArrowUploadRegular />}
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          {t('employeeImport.upload')}
        </Button>
        <FluentLink href={templateUrl(companyId)} download>
          <ArrowDownloadRegular /> {t('employeeImport.template')}
        </FluentLink>
      </div>
      {progress !== null && (
        <Field validationMessage={t('employeeImport.uploading', { percent: progress })} validationState="none">
          <ProgressBar value={progress / 100} />
        </Field>
      )}
      {uploadError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{uploadError}</MessageBarBody>
        </MessageBar>
      )}
      {failure && data && (
        <MessageBar intent="error" role="alert" data-testid="import-failure">
          <MessageBarBody>
            <MessageBarTitle>{failure.message}</MessageBarTitle>
            {t('employeeImport.failedRows', { rows: failure.rows.map((r) => r.row).join(', ') })}{' '}
            <FluentLink href={errorsUrl(companyId, data.id)} download>
              {t('employeeImport.errorsFile')}
            </FluentLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {preview.isPending ? (
        <Spinner label={t('clients.loading')} />
      ) : preview.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('employeeImport.loadFailed')} <Button onClick={() => void preview.refetch()}>{t('employeeImport.retry')}</Button>
          </MessageBarBody>
        </MessageBar>
      ) : data ? (
        <PreviewBody
          key={data.id}
          preview={data}
          fresh={data.id === uploadedId}
          params={params}
          onParams={setParams}
          busy={confirm.isPending || discard.isPending}
          onConfirm={() => void onConfirm(data)}
          onDiscard={async () => {
            setFailure(null);
            toast.success((await discard.mutateAsync(data.id)).message ?? t('employeeImport.discarded'));
          }}
          companyId={companyId}
        />
      ) : null}
    </Card>
  );
}

interface PreviewBodyProps {
  companyId: number;
  preview: ImportPreview;
  /** Uploaded on this page (else restored: left unconfirmed before). */
  fresh: boolean;
  params: PreviewParams;
  onParams: (params: PreviewParams) => void;
  busy: boolean;
  onConfirm: () => void;
  onDiscard: () => Promise<void>;
}

function PreviewBody({ companyId, preview, fresh, params, onParams, busy, onConfirm, onDiscard }: PreviewBodyProps) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const reread = useRereadImport(companyId);
  const [rereadError, setRereadError] = useState<string | null>(null);
  const { counts } = preview;
  const writes = counts.new + counts.update;
  const onEncoding = async (encoding: ImportEncoding) => {
    setRereadError(null);
    try {
      await reread.mutateAsync({ importId: preview.id, encoding });
    } catch (error) {
      const errors = (error as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data?.errors;
      setRereadError(errors ? Object.values(errors).flat().join(' ') : t('employeeImport.loadFailed'));
    }
  };
  return (
    <>
      <Text data-testid="import-notice">
        {fresh
          ? t('employeeImport.uploaded', { file: preview.file_name })
          : t('employeeImport.restored', { file: preview.file_name, date: formatDateTime(preview.created_at) })}
      </Text>
      <ImportSourceField source={preview.source} onEncoding={(e) => void onEncoding(e)} disabled={busy || reread.isPending} />
      {rereadError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{rereadError}</MessageBarBody>
        </MessageBar>
      )}
      <MappingForm companyId={companyId} preview={preview} />
      <Text weight="semibold" data-testid="import-counts">
        {t('employeeImport.counts', counts)}
      </Text>
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={busy || writes === 0 || counts.error > 0}
          onClick={onConfirm}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {busy ? t('employeeImport.confirmBusy') : t('employeeImport.confirm', { count: writes })}
        </Button>
        <Button disabled={busy} onClick={() => void onDiscard()}>
          {t('employeeImport.discard')}
        </Button>
        {counts.error > 0 && (
          <FluentLink href={errorsUrl(companyId, preview.id)} download>
            {t('employeeImport.errorsFile')}
          </FluentLink>
        )}
        <Field label={t('employeeImport.filter')} orientation="horizontal">
          <Select
            value={params.status ?? ''}
            onChange={(_, d) => onParams({ status: (d.value || null) as ImportRowStatus | null, page: 1 })}
          >
            <option value="">{t('employeeImport.all')}</option>
            {IMPORT_ROW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`employeeImport.statuses.${s}`)} ({counts[s]})
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {counts.error > 0 && (
        <MessageBar intent="warning" data-testid="import-blocked">
          <MessageBarBody>{t('employeeImport.fixErrors', { count: counts.error })}</MessageBarBody>
        </MessageBar>
      )}
      {writes === 0 && counts.error === 0 && (
        <MessageBar intent="success">
          <MessageBarBody>{t('employeeImport.nothingToDo')}</MessageBarBody>
        </MessageBar>
      )}
      <RowsTable rows={preview.rows} />
      {preview.rows.length === 0 && <Text className={styles.muted}>{t('employeeImport.emptyFilter')}</Text>}
      {preview.rows_meta.last_page > 1 && (
        <nav
          className={styles.row}
          aria-label={t('employeeImport.page', { page: preview.rows_meta.page, last: preview.rows_meta.last_page })}
        >
          <Button disabled={params.page <= 1} onClick={() => onParams({ ...params, page: params.page - 1 })}>
            {t('employeeImport.previous')}
          </Button>
          <Text>{t('employeeImport.page', { page: preview.rows_meta.page, last: preview.rows_meta.last_page })}</Text>
          <Button disabled={params.page >= preview.rows_meta.last_page} onClick={() => onParams({ ...params, page: params.page + 1 })}>
            {t('employeeImport.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

function MappingForm({ companyId, preview }: { companyId: number; preview: ImportPreview }) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const save = useSaveMapping(companyId);
  const [mapping, setMapping] = useState(preview.mapping);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setMapping(preview.mapping), [preview.mapping]);
  const changed = IMPORT_FIELDS.some((f) => (mapping[f] ?? null) !== (preview.mapping[f] ?? null));
  const apply = async () => {
    setError(null);
    try {
      await save.mutateAsync({ importId: preview.id, mapping });
    } catch (failure) {
      const errors = (failure as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data?.errors;
      setError(errors ? Object.values(errors).flat().join(' ') : t('employeeImport.loadFailed'));
    }
  };
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, minWidth: 0 }}>
      <legend>
        <Text weight="semibold">{t('employeeImport.mapping')}</Text>
      </legend>
      <Text size={200} className={styles.muted}>
        {t('employeeImport.mappingHint')}
      </Text>
      <div className={styles.mapping}>
        {IMPORT_FIELDS.map((field) => (
          <Field key={field} label={t(`clients.fields.${field}`)} required={IMPORT_REQUIRED_FIELDS.includes(field)}>
            <Select value={mapping[field] ?? ''} onChange={(_, d) => setMapping({ ...mapping, [field]: d.value || null })}>
              <option value="">{t('employeeImport.noColumn')}</option>
              {preview.headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {changed && (
        <Button onClick={() => void apply()} disabled={save.isPending}>
          {t('employeeImport.applyMapping')}
        </Button>
      )}
    </fieldset>
  );
}

/** One page of rows (at most 50: the server pages the preview, so 10 000 rows never reach the DOM at once). */
function RowsTable({ rows }: { rows: ImportRow[] }) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  if (rows.length === 0) return null;
  const shown: ImportField[] = ['firstname', 'lastname', 'email', 'job_position', 'role'];
  return (
    <TableScroll>
      <Table size="small" className={styles.rows} aria-label={t('employeeImport.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('employeeImport.row')}</TableHeaderCell>
            <TableHeaderCell>{t('employeeImport.status')}</TableHeaderCell>
            {shown.map((f) => (
              <TableHeaderCell key={f}>{t(`clients.fields.${f}`)}</TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.reasonColumn}>{t('employeeImport.reasons')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-import-row={r.row} data-status={r.status}>
              <TableCell>{r.row}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={STATUS_COLORS[r.status]}>
                  {t(`employeeImport.statuses.${r.status}`)}
                </Badge>
              </TableCell>
              {shown.map((f) => (
                <TableCell key={f}>{r.values[f] ?? ''}</TableCell>
              ))}
              <TableCell className={r.errors.length ? styles.reasons : undefined}>
                {r.errors.length
                  ? r.errors.map((e) => e.message).join('; ')
                  : r.changes.length
                    ? t('employeeImport.changed', { fields: r.changes.map((f) => t(`clients.fields.${f}`)).join(', ') })
                    : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
