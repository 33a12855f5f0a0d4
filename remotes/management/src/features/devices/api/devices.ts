/** `/api/admin/asset…` (server/API.md "Devices"): the CMDB list, the device page, saving, delete/restore and the export. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, queryRoots } from '@helpdesk/shared';
import type { Device, DeviceDetail, ImportSource, Paginated } from '@helpdesk/shared/resources';
import type { DeviceBody, DeviceListQuery, DeviceState, DeviceType, ImportEncoding, CsvDialect } from '@helpdesk/shared/schemas';

/** The devices' own query root (the ticket form's device choices live under the look-ups). */
export const DEVICES_ROOT = 'devices';
export const PER_PAGE = 20;

export type DeviceListParams = Pick<DeviceListQuery, 'filter' | 'page'> & {
  company: number | null;
  type: DeviceType | '';
  state: DeviceState | '';
  search: string;
};

/** The list's filters as query parameters (the export takes the same ones). */
export const filterParams = (params: DeviceListParams) => ({
  filter: params.filter,
  ...(params.company ? { company_id: params.company } : {}),
  ...(params.type ? { type: params.type } : {}),
  ...(params.state ? { state: params.state } : {}),
  ...(params.search ? { search: params.search } : {}),
});

export const deviceListQuery = (params: DeviceListParams) =>
  queryOptions({
    queryKey: [DEVICES_ROOT, 'list', params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<Paginated<Device>>('/admin/asset', {
          params: { ...filterParams(params), page: params.page, per_page: PER_PAGE },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const deviceQuery = (id: number) =>
  queryOptions({
    queryKey: [DEVICES_ROOT, 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiClient.get<{ data: DeviceDetail }>(`/admin/asset/${id}`, { signal, silent: true })).data.data,
    retry: false,
  });

type Saved = { data: DeviceDetail; message: string };

/** After a change: every device query and the ticket form's device choices. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [DEVICES_ROOT] });
    await queryClient.invalidateQueries({ queryKey: [queryRoots.lookups] });
  };
}

export function useSaveDevice(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: DeviceBody) =>
      (id ? await apiClient.put<Saved>(`/admin/asset/${id}`, body) : await apiClient.post<Saved>('/admin/asset', body)).data,
    onSuccess: refresh,
  });
}

export function useDeviceTrash() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, restore }: { id: number; restore: boolean }) =>
      (restore ? await apiClient.post<Saved>(`/admin/asset/${id}/restore`) : await apiClient.delete<Saved>(`/admin/asset/${id}`)).data,
    onSuccess: refresh,
  });
}

/**
 * The list as filtered, as .xlsx (or .csv in a dialect): a plain link (the session cookie goes with it), the browser
 * downloads the file itself.
 */
export const exportUrl = (params: DeviceListParams, csv?: CsvDialect): string => {
  const query = new URLSearchParams(Object.entries(filterParams(params)).map(([k, v]): [string, string] => [k, String(v)]));
  if (csv) {
    query.set('format', 'csv');
    query.set('dialect', csv);
  }
  return `/api/admin/asset/export?${query.toString()}`;
};

/** A checked spreadsheet row (the server's import answer). */
export interface DeviceImportRow {
  row: number;
  status: 'new' | 'error';
  values: Record<string, string>;
  /** `label`: the column's header in the user's language. */
  errors: { field: string; label: string; message: string }[];
}
export interface DeviceImportResult {
  /** How the file was read: a CSV's encoding and separator. */
  source: ImportSource;
  rows: DeviceImportRow[];
  total: number;
  errors: number;
  created?: number;
}

/**
 * Sends the file: `confirm` false answers the preview, true adds every row or none (a 422 carries the rows);
 * `encoding` reads a CSV in that encoding instead of the detected one.
 */
export function useDeviceImport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      companyId,
      file,
      confirm,
      encoding,
    }: {
      companyId: number;
      file: File;
      confirm: boolean;
      encoding?: ImportEncoding | undefined;
    }) => {
      const body = new FormData();
      body.append('file', file);
      return (
        await apiClient.post<{ data: DeviceImportResult; message?: string }>('/admin/asset/import', body, {
          params: { company_id: companyId, confirm: confirm ? 1 : 0, ...(encoding ? { encoding } : {}) },
          silent: true,
        })
      ).data;
    },
    onSuccess: async (_data, { confirm }) => {
      if (confirm) await refresh();
    },
  });
}
