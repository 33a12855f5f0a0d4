/** `/api/admin/company/{id}/employee-import…` (server/API.md "Employee import"). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, companyPeopleKey, queryRoots } from '@helpdesk/shared';
import type { ImportPreview, ImportResult } from '@helpdesk/shared/resources';
import type { ImportEncoding, ImportField, ImportRowStatus } from '@helpdesk/shared/schemas';

export const IMPORT_ROOT = 'employee-import';
export const ROWS_PER_PAGE = 50;

export const importBase = (companyId: number) => `/admin/company/${companyId}/employee-import`;
/** Plain links (the session cookie goes with them): the browser downloads the file itself. */
export const templateUrl = (companyId: number) => `/api${importBase(companyId)}/template`;
export const errorsUrl = (companyId: number, importId: number) => `/api${importBase(companyId)}/${importId}/errors`;

export interface PreviewParams {
  status: ImportRowStatus | null;
  page: number;
}

/** The company's open preview (null: none), one page of its rows. */
export const previewQuery = (companyId: number, params: PreviewParams) =>
  queryOptions({
    queryKey: [IMPORT_ROOT, companyId, params] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: ImportPreview | null }>(importBase(companyId), {
          params: { ...(params.status ? { status: params.status } : {}), page: params.page, per_page: ROWS_PER_PAGE },
          signal,
          silent: true,
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });

/** The answer of a refused confirm: "Employees import error!" and the rows at fault. */
export interface ImportFailure {
  message: string;
  rows: { row: number; errors: string[] }[];
}

export function importFailureOf(error: unknown): ImportFailure | null {
  const response = (error as { response?: { status?: number; data?: Partial<ImportFailure> } }).response;
  if (response?.status !== 422 || !Array.isArray(response.data?.rows)) return null;
  return { message: response.data.message ?? '', rows: response.data.rows };
}

function useRefresh(companyId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [IMPORT_ROOT, companyId] });
}

export function useUploadImport(companyId: number, onProgress: (percent: number) => void) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (
        await apiClient.post<{ data: ImportPreview }>(importBase(companyId), body, {
          silent: true,
          onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
        })
      ).data.data;
    },
    onSuccess: refresh,
  });
}

/** The preview's file read again in another encoding (the server keeps the file until confirm or discard). */
export function useRereadImport(companyId: number) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: async ({ importId, encoding }: { importId: number; encoding: ImportEncoding }) =>
      (await apiClient.put<{ data: ImportPreview }>(`${importBase(companyId)}/${importId}/encoding`, { encoding }, { silent: true })).data
        .data,
    onSuccess: refresh,
  });
}

export function useSaveMapping(companyId: number) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: async ({ importId, mapping }: { importId: number; mapping: Partial<Record<ImportField, string | null>> }) =>
      (await apiClient.put<{ data: ImportPreview }>(`${importBase(companyId)}/${importId}/mapping`, { mapping }, { silent: true })).data
        .data,
    onSuccess: refresh,
  });
}

/** Confirms: on success the company's people changed (client lists, the requester look-up). */
export function useConfirmImport(companyId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: async (importId: number) =>
      (await apiClient.post<{ data: ImportResult; message: string }>(`${importBase(companyId)}/${importId}/confirm`, {}, { silent: true }))
        .data,
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: [queryRoots.clients] }),
        queryClient.invalidateQueries({ queryKey: companyPeopleKey(companyId) }),
      ]),
  });
}

export function useDiscardImport(companyId: number) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: async (importId: number) => (await apiClient.delete<{ message: string }>(`${importBase(companyId)}/${importId}`)).data,
    onSuccess: refresh,
  });
}
