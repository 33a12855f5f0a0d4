/** One's notification preferences (GET/PUT /api/profile/notification-preferences): e-mail and push per event. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@helpdesk/shared';
import type { NotificationPreferences } from '@helpdesk/shared/resources';
import type { NotificationPreferenceMatrix } from '@helpdesk/shared/schemas';

export async function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  const { data } = await apiClient.get<{ data: NotificationPreferences }>('/profile/notification-preferences');
  return data.data;
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['profile', 'own', 'notification-preferences'] as const,
  queryFn: fetchNotificationPreferences,
  retry: false,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

export async function saveNotificationPreferences(preferences: NotificationPreferenceMatrix): Promise<NotificationPreferences> {
  const { data } = await apiClient.put<{ data: NotificationPreferences }>('/profile/notification-preferences', { preferences });
  return data.data;
}
