/** Success messages of the project screens (spec §8 success messages), in the user's language. */
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../platform/lang';

const pl = {
  project_created: 'Projekt został utworzony',
  project_updated: 'Projekt został zaktualizowany',
  project_deleted: 'Projekt został usunięty',
  project_restored: 'Projekt został przywrócony',
} as const;

export type ProjectMessageKey = keyof typeof pl;

const en: Record<ProjectMessageKey, string> = {
  project_created: 'Project created',
  project_updated: 'Project updated',
  project_deleted: 'Project deleted',
  project_restored: 'Project restored',
};

export const PROJECT_MESSAGES = { pl, en } as const;

export const say = (request: FastifyRequest, key: ProjectMessageKey): string => PROJECT_MESSAGES[requestLang(request)][key];
