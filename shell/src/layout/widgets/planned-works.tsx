import { Button, CounterBadge, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { CalendarClockRegular } from '@fluentui/react-icons/svg/calendar-clock';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { plannedWorksQuery } from '../api/layout-queries.ts';
import { plannedWorkStart, plannedWorkSubject } from '../api/format.ts';
import { paths } from '@helpdesk/shared';

/** Planned works dropdown with a count badge; each item links to its ticket (spec §2). */
export function PlannedWorks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const works = useQuery(plannedWorksQuery).data ?? [];
  // The name carries the badge's number: a visible label must be part of the accessible name (WCAG 2.5.3).
  const label = works.length > 0 ? `${t('layout.plannedWorks')}: ${works.length}` : t('layout.plannedWorks');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label">
          <Button appearance="transparent" style={{ color: 'inherit', position: 'relative' }} icon={<CalendarClockRegular />}>
            {works.length > 0 && <CounterBadge count={works.length} size="small" color="informative" />}
          </Button>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList data-testid="planned-works">
          {works.length === 0 && <MenuItem disabled>{t('layout.noPlannedWorks')}</MenuItem>}
          {works.map((work) => (
            <MenuItem key={work.id} onClick={() => navigate(paths.staff.ticketShow(work.ticket.id))}>
              {plannedWorkStart(work.start_time)} · {work.ticket.fullid} · {plannedWorkSubject(work.ticket.subject)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
