import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { Frame } from './frame.tsx';
import { LabelTooltip } from './label-tooltip.tsx';
import { clientMenu } from './menu.ts';
import { useRemoteDeclarations } from '../routing/use-remote-declarations.ts';
import { clientMenuViewer, visibleMenu } from './menu-filter.ts';
import { MenuList } from './menu-list.tsx';
import { useClientMenuCounters } from './use-menu-counters.ts';
import { NotificationsBell } from './widgets/lazy-widgets.tsx';
import { UserActions } from './widgets/user-actions.tsx';
import { FloatingAdd } from './widgets/floating-add.tsx';
import { AddTicketButton } from './widgets/add-ticket-button.tsx';
import { GuideLink } from './widgets/guide-link.tsx';
import { useCurrentUser } from '../session/session.ts';
import { useLayoutMode } from './layout-mode.ts';
import { hasRole } from '../session/access.ts';
import { can, MOBILE_MEDIA_QUERY } from '@helpdesk/shared';
import { REMOTE_SUPPORT_URL } from '../app/links.ts';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  company: {
    display: 'block',
    padding: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  collapsedHidden: { [`@media not all and ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } },
});

/** The client layout (spec §2 "Client layout", menu rules of spec §5). */
export function ClientLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const collapsed = useLayoutMode().sidebar === 'collapsed';
  const declarations = useRemoteDeclarations();
  const menu = visibleMenu(clientMenu(declarations), clientMenuViewer(user));
  const counterOf = useClientMenuCounters(can(user, 'client.monitoring-log'), !!user && hasRole(user, 'client-vip'));
  return (
    <Frame
      area="client"
      homePath={paths.client.ticketList()}
      actions={<AddTicketButton to={paths.client.ticketCreate()} />}
      trailing={
        <>
          <NotificationsBell staff={false} />
          <LabelTooltip content={t('auth.remoteSupport')}>
            <Button
              as="a"
              href={REMOTE_SUPPORT_URL}
              target="_blank"
              rel="noopener noreferrer"
              appearance="transparent"
              style={{ color: 'inherit' }}
              icon={<ArrowDownloadRegular />}
            />
          </LabelTooltip>
          <UserActions profilePath={paths.profile()} />
        </>
      }
      sidebar={
        <>
          <span className={mergeClasses(styles.company, collapsed && styles.collapsedHidden)} data-testid="company-name">
            {user?.data.company?.short_name ?? <Caption1>—</Caption1>}
          </span>
          <MenuList items={menu} counterOf={counterOf} collapsed={collapsed} />
          <GuideLink to={paths.guide()} collapsed={collapsed} />
        </>
      }
      overlays={<FloatingAdd to={paths.client.ticketCreate()} />}
    />
  );
}
