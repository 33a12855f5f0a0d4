/**
 * Who is offered the monitoring tokens: the `companies.manage` ability of the shared table (admins, managers and
 * agents with an assigned company), as the server decides. Which companies: the staff company look-up, which
 * holds every company for admins and managers and the assigned ones for agents.
 */
import { can } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';

export const mayManageMonitoringTokens = (user: Pick<CurrentUser, 'roles'> | null | undefined) => can(user, 'companies.manage');
