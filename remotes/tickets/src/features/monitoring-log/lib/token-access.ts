/**
 * Who is offered the monitoring tokens: the server's `staff.manage-companies` ability (admins, managers and agents
 * with an assigned company), read from the role names the current user carries. Which companies: the staff
 * company look-up, which holds every company for admins and managers and the assigned ones for agents.
 */
import { ASSIGNED_AGENT } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';

const MANAGE_COMPANIES: readonly string[] = ['admin', 'manager', ASSIGNED_AGENT];

export const mayManageMonitoringTokens = (user: Pick<CurrentUser, 'roles'> | null | undefined) =>
  !!user?.roles.some((role) => MANAGE_COMPANIES.includes(role.name));
