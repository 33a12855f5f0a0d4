/**
 * Which planned-work actions the page offers, following the server's rules (server/src/modules/planned-works/
 * service.ts): any agent plans; the planner or whoever has `planned-works.decide` (admins, managers) edits and
 * deletes; `planned-works.decide` accepts or rejects works waiting for acceptance. A trashed ticket's works are frozen. The server decides either way.
 */
import { can } from '@helpdesk/shared';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import type { PlannedWork } from '@helpdesk/shared/resources';

type Viewer = Pick<CurrentUser, 'data' | 'roles'> | null | undefined;

const isLead = (viewer: Viewer) => can(viewer, 'planned-works.decide');

export const mayPlan = (viewer: Viewer, frozen: boolean) => !!viewer && !frozen;

export const mayChange = (viewer: Viewer, work: Pick<PlannedWork, 'planned_by'>, frozen: boolean) =>
  !!viewer && !frozen && (isLead(viewer) || (work.planned_by !== null && work.planned_by.id === viewer.data.id));

export const mayDecide = (viewer: Viewer, work: Pick<PlannedWork, 'status'>, frozen: boolean) =>
  !frozen && isLead(viewer) && work.status === 'waiting-for-accept';
