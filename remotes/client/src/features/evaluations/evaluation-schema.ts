/**
 * The rating of a solved ticket (spec §4): 1–5 stars; a low rating (1–2) asks for one of the spec's reasons; an
 * optional comment. Same rules as the server's evaluations module (server/src/modules/evaluations/schema.ts); both
 * belong in @helpdesk/shared/schemas.
 */
import { z } from 'zod';
import { EVALUATION_REASONS } from '@helpdesk/shared/enums';
import { messageKey } from '@helpdesk/shared/schemas';

export const RATING_MAX = 5;
export const LOW_RATING_MAX = 2;
export type EvaluationReason = (typeof EVALUATION_REASONS)[number];

export const evaluationFormSchema = z
  .object({
    rating: z.number().int().min(1).max(RATING_MAX),
    reason: z.enum(EVALUATION_REASONS).nullable(),
    comment: z.string().trim().max(2000),
  })
  .refine((value) => value.rating > LOW_RATING_MAX || !!value.reason, { path: ['reason'], ...messageKey('required') });
export type EvaluationFormValues = z.infer<typeof evaluationFormSchema>;
export type EvaluationFormInput = z.input<typeof evaluationFormSchema>;

export const isLowRating = (rating: number | null | undefined) => !!rating && rating <= LOW_RATING_MAX;

export interface Evaluation {
  id: number;
  ticket_id: number;
  rating: number;
  reason: EvaluationReason | null;
  comment: string | null;
  user: { id: number; name: string } | null;
  created_at: string;
}
