import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { makeStyles } from '@fluentui/react-components';
import { can, MOBILE_MEDIA_QUERY, NOT_REPORTED_HOURS_REFRESH_CHANCE, paths } from '@helpdesk/shared';
import { Frame } from './frame.tsx';
import { staffMenu } from './menu.ts';
import { useRemoteDeclarations } from '../routing/use-remote-declarations.ts';
import { visibleMenu } from './menu-filter.ts';
import { MenuList } from './menu-list.tsx';
import { useStaffMenuCounters } from './use-menu-counters.ts';
import { assignedCompaniesQuery, notReportedHoursQuery } from './api/layout-queries.ts';
import { UserActions } from './widgets/user-actions.tsx';
import {
  ActiveAgents,
  CollapsedCompanyFilter,
  CompanyFilter,
  DraftsBar,
  GlobalSearch,
  MailAlert,
  NotificationsBell,
  PlannedWorks,
  RunningTimer,
  SummaryPanel,
} from './widgets/lazy-widgets.tsx';
import { FloatingAdd } from './widgets/floating-add.tsx';
import { AddTicketButton } from './widgets/add-ticket-button.tsx';
import { GuideLink } from './widgets/guide-link.tsx';
import { useCurrentUser } from '../session/session.ts';
import { useCompanyInUrl } from './company-url.ts';
import { useLayoutMode } from './layout-mode.ts';

const useStyles = makeStyles({
  // The collapsed sidebar (70 px) has no room for the company picker and the mail alert: there they open from an icon
  // button; the drawer on mobile shows them as usual.
  collapsedHidden: { [`@media not all and ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } },
  collapsedOnly: { [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } },
});

/** The staff layout (spec §2 "Staff layout"). */
export function StaffLayout() {
  const styles = useStyles();
  const user = useCurrentUser();
  const collapsed = useLayoutMode().sidebar === 'collapsed';
  const location = useLocation();
  const queryClient = useQueryClient();
  const assigned = useQuery(assignedCompaniesQuery);
  const declarations = useRemoteDeclarations();
  const menu = visibleMenu(staffMenu(declarations), {
    roles: user?.roles.map((role) => role.name) ?? [],
    hasAssignedCompanies: assigned.isSuccess && assigned.data.length > 0,
  });
  const counterOf = useStaffMenuCounters(can(user, 'time-reports.accept'));
  useCompanyInUrl();

  // Spec §9: the not-reported hours refresh on about 70 % of admin navigations.
  useEffect(() => {
    if (Math.random() < NOT_REPORTED_HOURS_REFRESH_CHANCE) {
      void queryClient.invalidateQueries({ queryKey: notReportedHoursQuery.queryKey });
    }
  }, [location.pathname, queryClient]);

  return (
    <Frame
      area="staff"
      homePath={paths.staff.dashboard()}
      actions={
        <>
          <AddTicketButton to={paths.staff.ticketCreate()} />
          <ActiveAgents />
          <PlannedWorks />
        </>
      }
      trailing={
        <>
          <RunningTimer />
          <GlobalSearch />
          <NotificationsBell staff />
          <UserActions profilePath={paths.staff.profile()} />
        </>
      }
      sidebar={
        <>
          <div className={collapsed ? styles.collapsedHidden : undefined}>
            <CompanyFilter />
            <MailAlert />
          </div>
          {collapsed && (
            <div className={styles.collapsedOnly}>
              <CollapsedCompanyFilter />
            </div>
          )}
          <MenuList items={menu} counterOf={counterOf} collapsed={collapsed} />
          <GuideLink to={paths.staff.guide()} collapsed={collapsed} />
        </>
      }
      rightPanel={<SummaryPanel />}
      overlays={
        <>
          <DraftsBar />
          <FloatingAdd to={paths.staff.ticketCreate()} />
        </>
      }
    />
  );
}
