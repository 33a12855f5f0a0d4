/**
 * The rating of a solved ticket (spec §4 "Evaluation"): 1–5 stars, a reason required for a low rating, an optional
 * comment. Belongs in @helpdesk/shared/schemas beside the other entity schemas (the client remote keeps a copy).
 */
import { z } from 'zod';
import { EVALUATION_REASONS } from '@helpdesk/shared/schemas';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Ratings up to this one are "low" and ask for a reason. */
export const LOW_RATING_MAX = 2;

const ratingFields = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  reason: z.enum(EVALUATION_REASONS).nullable().optional(),
  comment: z.string().trim().max(2000).nullable().optional(),
});

const lowRatingNeedsReason = (value: { rating: number; reason?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (value.rating <= LOW_RATING_MAX && !value.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], input: value.reason, params: { messageKey: 'required' } });
  }
};

export const evaluationSchema = ratingFields.superRefine(lowRatingNeedsReason);
export type EvaluationInput = z.output<typeof evaluationSchema>;

/** The public page: the same rating plus the signed token of the e-mail's link. */
export const publicEvaluationSchema = ratingFields.extend({ token: z.string().min(1).max(200) }).superRefine(lowRatingNeedsReason);

export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
export const ticketParams = z.object({ id: z.coerce.number().int().positive() });
export const closeBody = z.object({ version: z.number().int().positive().optional() });
