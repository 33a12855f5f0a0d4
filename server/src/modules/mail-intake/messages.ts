/**
 * Success messages of the reminder and project screens (issue 6; spec §8 success messages), in the user's language
 * (the planned-work ones live in the planned-works module). They belong in @helpdesk/shared's MESSAGES next to
 * the ticket texts; kept here until that package takes them (it is outside this module's files).
 */
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/lang';

const pl = {
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
