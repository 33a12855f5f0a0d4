/** The list screen hook: a filter goes back to the first page, a page keeps the filters, reset and `filtered` follow. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useListScreen } from './index.ts';

type Params = { page: number; search: string; sort: 'name' | 'tag' };

function setUp(perPage?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked: Params[] = [];
  const query = (params: Params) =>
    queryOptions({
      queryKey: ['probe', params] as const,
      queryFn: async () => {
        asked.push(params);
        return { data: [params.search], meta: { current_page: params.page } };
      },
    });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useListScreen({ page: 1, search: '', sort: 'name' }, query, perPage === undefined ? {} : { perPage }), {
    wrapper,
  });
  return { hook, asked };
}

describe('useListScreen', () => {
  it('asks for the page of its filters; a page keeps the filters, a filter goes back to the first page', async () => {
    const { hook, asked } = setUp();
    await waitFor(() => expect(hook.result.current.list.data?.meta.current_page).toBe(1));
    act(() => hook.result.current.filter({ search: 'acme' }));
    act(() => hook.result.current.pagination.onPage(3));
    expect(hook.result.current.params).toEqual({ page: 3, search: 'acme', sort: 'name' });
    await waitFor(() => expect(hook.result.current.list.data?.meta.current_page).toBe(3));
    act(() => hook.result.current.filter({ sort: 'tag' }));
    expect(hook.result.current.params).toEqual({ page: 1, search: 'acme', sort: 'tag' });
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, search: 'acme', sort: 'tag' }));
  });

  it('says whether a filter differs from the first ones, the page aside, and resets to them', () => {
    const { hook } = setUp();
    expect(hook.result.current.filtered).toBe(false);
    act(() => hook.result.current.pagination.onPage(2));
    expect(hook.result.current.filtered).toBe(false);
    act(() => hook.result.current.filter({ search: 'x' }));
    expect(hook.result.current.filtered).toBe(true);
    act(() => hook.result.current.reset());
    expect(hook.result.current.params).toEqual({ page: 1, search: '', sort: 'name' });
    expect(hook.result.current.filtered).toBe(false);
  });

  it("passes the page size to the frame's pagination when the list has one", () => {
    expect(setUp().hook.result.current.pagination).not.toHaveProperty('perPage');
    expect(setUp(25).hook.result.current.pagination.perPage).toBe(25);
  });
});
