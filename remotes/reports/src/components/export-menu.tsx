/**
 * Export of what a report screen shows, made in the browser: CSV (the screen's main table, `;`-separated with a
 * BOM so spreadsheet programs read Polish letters) or XLSX (every table of the screen, a sheet each; the XLSX
 * library is loaded only when asked for).
 */
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExportSheet {
  name: string;
  rows: (string | number)[][];
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(rows: (string | number)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function exportFile(format: 'csv' | 'xlsx', filename: string, sheets: ExportSheet[]): Promise<void> {
  if (format === 'csv') {
    download(new Blob([toCsv(sheets[0]?.rows ?? [])], { type: 'text/csv;charset=utf-8' }), `${filename}.csv`);
    return;
  }
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  for (const sheet of sheets)
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  download(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${filename}.xlsx`);
}

export function ExportMenu({ filename, sheets, disabled }: { filename: string; sheets: () => ExportSheet[]; disabled?: boolean }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await exportFile(format, filename, sheets());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />} disabled={disabled || busy}>
          {t('overview.export')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void run('csv')}>{t('overview.exportCsv')}</MenuItem>
          <MenuItem onClick={() => void run('xlsx')}>{t('overview.exportXlsx')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
