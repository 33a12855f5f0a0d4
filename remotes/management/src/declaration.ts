/**
 * What this remote serves and adds to the menu (README "Deploying a remote": a remote's declaration). The build
 * writes it into mf-manifest.json; the shell mounts the remote and builds its menus from it. Plain data.
 */
import type { RemoteDeclaration } from '@helpdesk/shared/remote-declaration';
import { paths } from '@helpdesk/shared/paths';

export const declaration: RemoteDeclaration = {
  area: 'staff',
  segments: [
    { segment: 'asset', ability: 'assets.view' },
    { segment: 'company', ability: 'companies.manage' },
    { segment: 'client', ability: 'clients.view' },
    { segment: 'agent', ability: 'agents.manage' },
    { segment: 'leave', ability: 'leaves.view' },
    { segment: 'holiday', ability: 'holidays.manage' },
    { segment: 'text-modules', ability: 'text-modules.manage' },
    { segment: 'macros', ability: 'macros.manage' },
    { segment: 'automations', ability: 'automations.manage' },
    { segment: 'evaluation', ability: 'evaluations.view-all' },
    { segment: 'competencies', ability: 'competencies.view' },
    { segment: 'access-data', ability: 'access-data.view' },
    { segment: 'audit-log', ability: 'audit-log.view' },
  ],
  menu: [
    { id: 101, group: 'management', order: 10, key: 'cmdb', label: { pl: 'CMDB', en: 'CMDB' }, ability: 'assets.view', path: paths.staff.asset.list() },
    { id: 102, group: 'management', order: 20, key: 'companies', label: { pl: 'Firmy', en: 'Companies' }, ability: 'companies.manage', path: paths.staff.company.list() },
    { id: 103, group: 'management', order: 30, key: 'clients', label: { pl: 'Klienci', en: 'Clients' }, ability: 'clients.view', path: paths.staff.client.list() },
    { id: 109, group: 'management', order: 40, key: 'employees', label: { pl: 'Pracownicy', en: 'Employees' }, ability: 'clients.view', path: paths.staff.employeeList() },
    { id: 104, group: 'management', order: 50, key: 'agents', label: { pl: 'Agenci', en: 'Agents' }, ability: 'agents.manage', path: paths.staff.agent.list() },
    { id: 106, group: 'management', order: 70, key: 'leaves', label: { pl: 'Urlopy', en: 'Leaves' }, ability: 'leaves.view', path: paths.staff.leave() },
    { id: 107, group: 'management', order: 80, key: 'holidays', label: { pl: 'Dni wolne', en: 'Holidays' }, ability: 'holidays.manage', path: paths.staff.holiday.list() },
    { id: 110, group: 'management', order: 90, key: 'textModules', label: { pl: 'Moduły tekstowe', en: 'Text modules' }, ability: 'text-modules.manage', path: paths.staff.textModule.list() },
    { id: 111, group: 'management', order: 100, key: 'macros', label: { pl: 'Makra', en: 'Macros' }, ability: 'macros.manage', path: paths.staff.macro.list() },
    { id: 112, group: 'management', order: 110, key: 'automations', label: { pl: 'Reguły automatyzacji', en: 'Automation rules' }, ability: 'automations.manage', path: paths.staff.automation.list() },
    { id: 108, group: 'management', order: 120, key: 'evaluations', label: { pl: 'Oceny klientów', en: 'Client evaluations' }, ability: 'evaluations.view-all', path: paths.staff.evaluation() },
    { id: 150, group: 'reports', order: 60, key: 'competencies', label: { pl: 'Macierz kompetencji', en: 'Competency matrix' }, ability: 'competencies.view', path: paths.staff.competencies() },
    { id: 151, group: 'reports', order: 70, key: 'accessData', label: { pl: 'Dostęp do systemu', en: 'Access to system' }, ability: 'access-data.view', path: paths.staff.accessData() },
    { id: 152, group: 'reports', order: 80, key: 'auditLog', label: { pl: 'Dziennik zmian', en: 'Audit trail' }, ability: 'audit-log.view', path: paths.staff.auditLog() },
  ],
};
