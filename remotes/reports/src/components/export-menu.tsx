/**
 * Export of what a report screen shows, made in the browser through the one sheet writer (@helpdesk/shared/sheets,
 * loaded only when asked for): CSV (the screen's main table, in the chosen dialect — Polish `;` and decimal commas,
 * or English) or XLSX (every table of the screen, a sheet each: durations, percentages and counts as numbers with
 * their formats, the header frozen).
 */
import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvDialect, SheetTable } from '@helpdesk/shared/sheets';
import { useCsvDialect } from '@helpdesk/shared/ui';

export type ExportSheet = SheetTable;

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

export async function exportFile(format: 'csv' | 'xlsx', filename: string, sheets: ExportSheet[], dialect: CsvDialect): Promise<void> {
  const { csvText, workbookBytes, XLSX_MIME } = await import('@helpdesk/shared/sheets');
  if (format === 'csv') {
    download(new Blob([csvText(sheets.slice(0, 1), dialect)], { type: 'text/csv;charset=utf-8' }), `${filename}.csv`);
    return;
  }
  const bytes = workbookBytes(sheets);
  download(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }), `${filename}.xlsx`);
}

export function ExportMenu({ filename, sheets, disabled }: { filename: string; sheets: () => ExportSheet[]; disabled?: boolean }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const [dialect, setDialect] = useCsvDialect();
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await exportFile(format, filename, sheets(), dialect);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu checkedValues={{ dialect: [dialect] }} onCheckedValueChange={(_, d) => setDialect(d.checkedItems[0] as CsvDialect)}>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownloadRegular />} disabled={disabled || busy}>
          {t('overview.export')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void run('csv')}>{t('overview.exportCsv')}</MenuItem>
          <MenuItem onClick={() => void run('xlsx')}>{t('overview.exportXlsx')}</MenuItem>
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>{t('shared:csvDialect.label')}</MenuGroupHeader>
            <MenuItemRadio name="dialect" value="pl" persistOnClick>
              {t('shared:csvDialect.pl')}
            </MenuItemRadio>
            <MenuItemRadio name="dialect" value="en" persistOnClick>
              {t('shared:csvDialect.en')}
            </MenuItemRadio>
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
