/** Export jobs (server/API.md "Exports"): start one with the screen's own query, poll it, download the file. */
import { apiClient } from '@helpdesk/shared';
import type { ExportJob } from '@helpdesk/shared/resources';
import type { CsvDialect, ExportFormat, ExportRequestInput } from '@helpdesk/shared/schemas';

export type ExportOf = ExportRequestInput extends infer R
  ? R extends { format: ExportFormat }
    ? Omit<R, 'format' | 'dialect'>
    : never
  : never;

/** Starts a job; a CSV is written in `dialect` (the XLSX has none). */
export async function startExport(request: ExportOf, format: ExportFormat, dialect: CsvDialect): Promise<ExportJob> {
  return (await apiClient.post<{ data: ExportJob }>('/admin/reports/exports', { ...request, format, dialect })).data.data;
}

export async function exportStatus(id: string): Promise<ExportJob> {
  return (await apiClient.get<{ data: ExportJob }>(`/admin/exports/${id}`, { silent: true })).data.data;
}

/** The file's address under the API base (a plain link: the session cookie goes with it). */
export const downloadHref = (job: ExportJob): string => `${apiClient.defaults.baseURL ?? '/api'}${job.download_url ?? ''}`;
