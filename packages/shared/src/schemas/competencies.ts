/** The competency matrix (spec §3, §9): 18 areas, each rated 0–3 per agent; the body of a change and the list query. */
import { z } from 'zod';
import { COMPETENCY_MAX, COMPETENCY_MIN } from '../constants.ts';
import { COMPETENCY_AREAS, TICKET_CATEGORIES, type TicketCategory } from './enums.ts';
import { typedNumber } from './primitives.ts';
import { rules } from './rules.ts';

export type CompetencyArea = (typeof COMPETENCY_AREAS)[number];
/** The scale's levels, COMPETENCY_MIN to COMPETENCY_MAX (spec §9). */
export const COMPETENCY_LEVELS = Array.from({ length: COMPETENCY_MAX - COMPETENCY_MIN + 1 }, (_, i) => COMPETENCY_MIN + i);

export const competencyLevelSchema = typedNumber(z.number().check(rules.integer(), rules.between(COMPETENCY_MIN, COMPETENCY_MAX)));

/** One cell: `PUT /api/admin/competencies/{agentId}`. */
export const competencyBodySchema = z.strictObject({
  area: z.enum(COMPETENCY_AREAS),
  level: competencyLevelSchema,
});
export type CompetencyBody = z.output<typeof competencyBodySchema>;

/** Filter "who knows `area` at `min_level` or more"; sort by an area (strongest first) or by name. */
export const competencyListQuerySchema = z.object({
  area: z.enum(COMPETENCY_AREAS).optional(),
  min_level: competencyLevelSchema.optional(),
  sort: z.enum(['name', ...COMPETENCY_AREAS]).default('name'),
});
export type CompetencyListQuery = z.output<typeof competencyListQuerySchema>;

/**
 * The areas that say who is strong for a ticket of a category (the assignment picker ranks agents by their best
 * level among them). `other` names none: any agent fits equally.
 */
export const CATEGORY_COMPETENCY_AREAS: Record<TicketCategory, readonly CompetencyArea[]> = {
  other: [],
  computer: ['hardware', 'windows', 'apple'],
  software: ['windows', 'o365', 'erp'],
  servers: ['windows', 'linux', 'virtual', 'ad'],
  network: ['network', 'fortigate'],
  phones: ['voip'],
  email: ['email', 'o365'],
  security: ['cybersec', 'fortigate'],
  printers: ['hardware'],
};

export const competencyStrongestQuerySchema = z.object({
  category: z.enum(TICKET_CATEGORIES),
});
