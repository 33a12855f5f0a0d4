/**
 * Success messages of the issue 6 screens (spec §8: planned works created/updated/deleted/accepted/rejected;
 * reminders and projects likewise), in the user's language. They belong in @helpdesk/shared's MESSAGES next to
 * the ticket texts; kept here until that package takes them (it is outside this module's files).
 */
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/lang';

const pl = {
  planned_work_created: 'Prace planowane zostały utworzone',
  planned_work_updated: 'Prace planowane zostały zaktualizowane',
  planned_work_deleted: 'Prace planowane zostały usunięte',
  planned_work_accepted: 'Prace planowane zostały zaakceptowane',
  planned_work_rejected: 'Prace planowane zostały odrzucone',
  planned_work_state: 'Tylko prace oczekujące na akceptację można zaakceptować lub odrzucić',
  reminder_created: 'Przypomnienie zostało utworzone',
  reminder_updated: 'Przypomnienie zostało zaktualizowane',
  reminder_deleted: 'Przypomnienie zostało usunięte',
  project_created: 'Projekt został utworzony',
  project_updated: 'Projekt został zaktualizowany',
  project_deleted: 'Projekt został usunięty',
  project_restored: 'Projekt został przywrócony',
} as const;

export type IntakeMessageKey = keyof typeof pl;

const en: Record<IntakeMessageKey, string> = {
  planned_work_created: 'Planned works created',
  planned_work_updated: 'Planned works updated',
  planned_work_deleted: 'Planned works deleted',
  planned_work_accepted: 'Planned works accepted',
  planned_work_rejected: 'Planned works rejected',
  planned_work_state: 'Only planned works waiting for acceptance can be accepted or rejected',
  reminder_created: 'Reminder created',
  reminder_updated: 'Reminder updated',
  reminder_deleted: 'Reminder deleted',
  project_created: 'Project created',
  project_updated: 'Project updated',
  project_deleted: 'Project deleted',
  project_restored: 'Project restored',
};

export const INTAKE_MESSAGES = { pl, en } as const;

export const say = (request: FastifyRequest, key: IntakeMessageKey): string => INTAKE_MESSAGES[requestLang(request)][key];
