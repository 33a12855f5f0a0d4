/** Success messages of the reminder screens (spec §8 success messages), in the user's language. */
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/lang';

const pl = {
  reminder_created: 'Przypomnienie zostało utworzone',
  reminder_updated: 'Przypomnienie zostało zaktualizowane',
  reminder_deleted: 'Przypomnienie zostało usunięte',
} as const;

export type ReminderMessageKey = keyof typeof pl;

const en: Record<ReminderMessageKey, string> = {
  reminder_created: 'Reminder created',
  reminder_updated: 'Reminder updated',
  reminder_deleted: 'Reminder deleted',
};

export const REMINDER_MESSAGES = { pl, en } as const;

export const say = (request: FastifyRequest, key: ReminderMessageKey): string => REMINDER_MESSAGES[requestLang(request)][key];
