/**
 * What this remote serves and adds to the menu (README "Deploying a remote": a remote's declaration). The build
 * writes it into mf-manifest.json; the shell mounts the remote and builds its menus from it. Plain data.
 */
import type { RemoteDeclaration } from '@helpdesk/shared/remote-declaration';
import { paths } from '@helpdesk/shared/paths';

export const declaration: RemoteDeclaration = {
  area: 'staff',
  segments: [
    { segment: 'daily-report', ability: 'reports.daily' },
    { segment: 'company-report', ability: 'reports.company' },
    { segment: 'general-report', ability: 'reports.general' },
    { segment: 'agent-report', ability: 'reports.agent' },
    { segment: 'agent-report-backup', ability: 'reports.agent' },
    { segment: 'agent-report-backup-2', ability: 'reports.agent' },
    { segment: 'time-accept', ability: 'time-reports.accept' },
    { segment: 'internal-time', ability: 'tickets.work' },
    { segment: 'agent-stats', ability: 'agent-stats.view' },
  ],
  menu: [
    {
      id: 34,
      group: 'menu',
      order: 90,
      key: 'internalTimes',
      label: { pl: 'Czasy wewnętrzne', en: 'Internal times' },
      ability: 'tickets.work',
      path: paths.staff.internalTime(),
    },
    {
      id: 105,
      group: 'management',
      order: 60,
      key: 'agentStats',
      label: { pl: 'Statystyki agentów', en: 'Agent statistics' },
      ability: 'agent-stats.view',
      path: paths.staff.agentStats(),
    },
    {
      id: 141,
      group: 'reports',
      order: 10,
      key: 'dailyReport',
      label: { pl: 'Raport dzienny', en: 'Daily report' },
      ability: 'reports.daily',
      path: paths.staff.dailyReport(),
    },
    {
      id: 142,
      group: 'reports',
      order: 20,
      key: 'companyReport',
      label: { pl: 'Raport firmy', en: 'Company report' },
      ability: 'reports.company',
      path: paths.staff.companyReport(),
    },
    {
      id: 143,
      group: 'reports',
      order: 30,
      key: 'generalReport',
      label: { pl: 'Raport ogólny', en: 'General report' },
      ability: 'reports.general',
      path: paths.staff.generalReport(),
    },
    {
      id: 144,
      group: 'reports',
      order: 40,
      key: 'agentReport',
      label: { pl: 'Raport agenta', en: 'Agent report' },
      ability: 'reports.agent',
      path: paths.staff.agentReport(),
    },
    {
      id: 145,
      group: 'reports',
      order: 50,
      key: 'timeAccept',
      label: { pl: 'Akceptacja czasu', en: 'Time acceptance' },
      ability: 'time-reports.accept',
      path: paths.staff.timeAccept(),
      counter: { kind: 'unread', name: 'time' },
    },
  ],
};
