/**
 * The profile calls: one's own profile (GET/PUT /api/profile), another agent's (GET /api/admin/profile/:id,
 * read only), and the password change. Failures reach the shell's error catalogue (toasts) and the form.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@helpdesk/shared';
import { agentSchema, setLangSchema, type ChangePasswordInput } from '@helpdesk/shared/schemas';

export interface Profile {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  direct_phone: string | null;
  lang: 'pl' | 'en';
  kind: 'agent' | 'client';
  role: string;
  company: string | null;
  editable: boolean;
}

/** The same body the server validates (server/src/modules/profile/schema.ts), from the shared entity rules. */
export const profileFormSchema = z.object({
  firstname: agentSchema.shape.firstname,
  lastname: agentSchema.shape.lastname,
  phone: agentSchema.shape.phone,
  direct_phone: agentSchema.shape.direct_phone,
  lang: setLangSchema.shape.lang,
  current_password: z.string().max(200).optional(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export async function fetchProfile(id: number | null): Promise<Profile> {
  const url = id === null ? '/profile' : `/admin/profile/${id}`;
  const { data } = await apiClient.get<{ data: Profile }>(url);
  return data.data;
}

export const profileQuery = (id: number | null) =>
  queryOptions({ queryKey: ['profile', id ?? 'own'] as const, queryFn: () => fetchProfile(id), retry: false });

export function useProfile(id: number | null) {
  return useQuery(profileQuery(id));
}

export async function saveProfile(input: ProfileFormOutput): Promise<Profile> {
  const { data } = await apiClient.put<{ data: Profile }>('/profile', input);
  return data.data;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiClient.post('/profile/change-password', input);
}
