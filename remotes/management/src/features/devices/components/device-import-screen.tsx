/**
 * `/admin/asset/import`: a spreadsheet of devices (.xlsx, .xls, .csv — the export's columns) for one company. The file
 * is checked first (every row, the credentials rule included) and the rows shown with their errors; the import then
 * adds every row or none.
 */
import { useId, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Select,
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
import { ArrowUploadRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { companyChoicesQuery, errorMessage, paths, toast, validationErrors } from '@helpdesk/shared';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import { ImportSourceField } from '@helpdesk/shared/ui';
import type { ImportEncoding } from '@helpdesk/shared/schemas';
import '../i18n/register.ts';
import { useDeviceImport, type DeviceImportResult } from '../api/devices.ts';

const useStyles = makeStyles({
  root: { maxWidth: '1100px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  hidden: { display: 'none' },
  errors: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export function DeviceImportScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const navigate = useNavigate();
  const companies = useQuery(companyChoicesQuery);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DeviceImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The encoding chosen over the detected one: the preview and the import read the file alike.
  const [encoding, setEncoding] = useState<ImportEncoding | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const send = useDeviceImport();

  const run = async (confirm: boolean, chosen: File | null = file, read: ImportEncoding | undefined = encoding) => {
    if (!companyId || !chosen) return;
    setProblem(null);
    try {
      const answer = await send.mutateAsync({ companyId, file: chosen, confirm, encoding: read });
      setResult(answer.data);
      if (confirm) {
        toast.success(answer.message ?? '');
        await navigate(paths.staff.asset.list());
      }
    } catch (error) {
      // A refused import answers its rows too.
      const rows = (error as { response?: { data?: { data?: DeviceImportResult } } } | null)?.response?.data?.data;
      if (rows) setResult(rows);
      setProblem(validationErrors(error)?.file?.join(' ') ?? errorMessage(error) ?? t('devices.import.failed'));
    }
  };
  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setResult(null);
    setEncoding(undefined);
    void run(false, chosen, undefined);
  };

  return (
    <ScreenFrame
      remote="management"
      name="device-import"
      title={t('devices.import.title')}
      className={styles.root}
      query={companies}
      errorText={t('devices.import.failed')}
    >
      <Text as="p">{t('devices.import.intro')}</Text>
      <div className={styles.row}>
        <Select
          aria-label={t('devices.fields.company_id')}
          value={companyId ? String(companyId) : ''}
          onChange={(_, data) => (setCompanyId(data.value ? Number(data.value) : null), setResult(null))}
        >
          <option value="">{t('devices.import.pickCompany')}</option>
          {(companies.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.tag} — {c.short_name}
            </option>
          ))}
        </Select>
        <input
          ref={input}
          id={inputId}
          className={styles.hidden}
          type="file"
          accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
          aria-label={t('devices.import.file')}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
          disabled={!companyId || send.isPending}
        />
        <Button icon={<ArrowUploadRegular />} disabled={!companyId || send.isPending} onClick={() => input.current?.click()}>
          {t('devices.import.file')}
        </Button>
        <Button
          appearance="primary"
          icon={<CheckmarkRegular />}
          disabled={!file || !result || result.errors > 0 || send.isPending}
          onClick={() => void run(true)}
        >
          {t('devices.import.confirm', { count: result?.total ?? 0 })}
        </Button>
        <Button onClick={() => void navigate(paths.staff.asset.list())}>{t('devices.back')}</Button>
      </div>
      {file && <Text>{file.name}</Text>}
      {problem && (
        <Text role="alert" data-testid="import-problem">
          {problem}
        </Text>
      )}
      {result && (
        <>
          <ImportSourceField
            source={result.source}
            disabled={send.isPending}
            onEncoding={(chosen) => {
              setEncoding(chosen);
              void run(false, file, chosen);
            }}
          />
          <Text as="p" data-testid="import-summary">
            {t('devices.import.summary', { total: result.total, errors: result.errors })}
          </Text>
          <TableScroll>
            <Table aria-label={t('devices.import.title')} size="small">
              <TableHeader>
                <TableRow>
                  {(['row', 'status', 'device', 'serial', 'errors'] as const).map((c) => (
                    <TableHeaderCell key={c}>{t(`devices.import.columns.${c}`)}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.rows.map((r) => (
                  <TableRow key={r.row} data-testid="import-row">
                    <TableCell>{r.row}</TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={r.status === 'error' ? 'danger' : 'success'}>
                        {t(`devices.import.status.${r.status}`)}
                      </Badge>
                    </TableCell>
                    <TableCell>{[r.values.type, r.values.vendor, r.values.model].filter(Boolean).join(' · ')}</TableCell>
                    <TableCell>{r.values.serial ?? ''}</TableCell>
                    <TableCell>
                      {r.errors.length > 0 && (
                        <ul className={styles.errors}>
                          {r.errors.map((e, i) => (
                            <li key={i}>
                              {e.label}: {e.message}
                            </li>
                          ))}
                        </ul>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </>
      )}
    </ScreenFrame>
  );
}
