/** What the finance features share: the query root every change refreshes and the save answer (the look-ups the forms pick from are the shared ones). */
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const FINANCE = 'finance';

export type Saved<T> = { data: T; message: string };

/** Saves, deletes or previews finance rows, then refreshes every finance query (figures depend on them). */
export function useFinanceMutation<Args, Result>(fn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: async () => queryClient.invalidateQueries({ queryKey: [FINANCE] }) });
}
