/** What the finance features share: the query root every change refreshes and the save answer (the look-ups the forms pick from are the shared ones). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_LOG_ROOT } from '@helpdesk/shared/constants';

export const FINANCE = 'finance';

export type Saved<T> = { data: T; message: string };

/** Saves, deletes or previews finance rows, then refreshes every finance query (figures depend on them). */
export function useFinanceMutation<Args, Result>(fn: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  // The History under a finance list shows the change just made.
  const refresh = () => Promise.all([FINANCE, AUDIT_LOG_ROOT].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
  return useMutation({ mutationFn: fn, onSuccess: refresh });
}
