/**
 * The profile calls: one's own profile (GET/PUT /api/profile), another agent's (GET /api/admin/profile/:id,
 * read only), and the password change. Failures reach the shell's error catalogue (toasts) and the form.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@helpdesk/shared';
// Types only: the page's first chunk stays free of zod, which comes with the forms (profile-content.tsx).
import type { ChangePasswordInput, ProfileView, profileUpdateSchema } from '@helpdesk/shared/schemas';

export type Profile = ProfileView;

export type ProfileFormInput = z.input<typeof profileUpdateSchema>;
export type ProfileFormOutput = z.output<typeof profileUpdateSchema>;

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
