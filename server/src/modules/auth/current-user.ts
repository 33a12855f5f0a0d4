import type { CurrentUser } from '@helpdesk/shared/schemas';
import { PERMISSIONS, type Permission } from '@helpdesk/shared/permissions';
import type { Actor } from '../../platform/policy';

const isPermission = (name: string): name is Permission => (PERMISSIONS as readonly string[]).includes(name);

/** `GET /api/user`: the user object itself (spec §3). */
export function presentCurrentUser(actor: Actor): CurrentUser {
  const { user, company } = actor;
  const names = [...actor.roles];
  return {
    data: {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      lang: user.lang,
      kind: user.kind,
      role: user.role,
      agent_type: user.agentType,
      time_scope: user.timeScope,
      company_id: user.companyId,
      company: company
        ? {
            id: company.id,
            name: company.name,
            short_name: company.shortName,
            tag: company.tag,
            show_reports: company.showReports,
            show_monitoring_logs: company.showMonitoringLogs,
          }
        : null,
      is_two_factor_authenticated: actor.twoFactorPassed,
      sign_in_factor_enrolment: actor.factorEnrolmentPending,
      temporary_password: user.temporaryPassword,
      layout: { sidebar: user.sidebarMode, width: user.layoutWidth },
    },
    roles: names.map((name) => ({ name })),
    permissions: names.filter(isPermission).map((name) => ({ name })),
    companies: actor.companyIds,
    scope: actor.isAgent ? 'admin' : 'client',
  };
}
