/** Success and refusal messages of the planned-work actions (spec §8: planned works created/updated/deleted/accepted/rejected), in the user's language. */
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/lang';

const pl = {
  planned_work_created: 'Prace planowane zostały utworzone',
  planned_work_updated: 'Prace planowane zostały zaktualizowane',
  planned_work_deleted: 'Prace planowane zostały usunięte',
  planned_work_accepted: 'Prace planowane zostały zaakceptowane',
  planned_work_rejected: 'Prace planowane zostały odrzucone',
  planned_work_state: 'Tylko prace oczekujące na akceptację można zaakceptować lub odrzucić',
} as const;

export type PlannedWorkMessageKey = keyof typeof pl;

const en: Record<PlannedWorkMessageKey, string> = {
  planned_work_created: 'Planned works created',
  planned_work_updated: 'Planned works updated',
  planned_work_deleted: 'Planned works deleted',
  planned_work_accepted: 'Planned works accepted',
  planned_work_rejected: 'Planned works rejected',
  planned_work_state: 'Only planned works waiting for acceptance can be accepted or rejected',
};

export const PLANNED_WORK_MESSAGES = { pl, en } as const;

export const say = (request: FastifyRequest, key: PlannedWorkMessageKey): string => PLANNED_WORK_MESSAGES[requestLang(request)][key];
