/**
 * The rating of a solved ticket (spec §4 "Evaluation", server/API.md "Evaluations"): 1–5 stars, one of the spec's
 * reasons when the rating is low, an optional comment. The server validates the client's and the public page's
 * bodies with these; the forms use the same schema, so the rules and messages are the same everywhere.
 */
import { z } from 'zod';
import { EVALUATION_REASONS } from './enums.ts';
import type { ValidationLang } from './messages.ts';
import { textSchema, versionSchema } from './primitives.ts';

export type EvaluationReason = (typeof EVALUATION_REASONS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Ratings up to this one are "low": they ask for a reason (a reason sent with a higher rating is dropped). */
export const LOW_RATING_MAX = 2;
export const EVALUATION_COMMENT_MAX = 2000;

export const isLowRating = (rating: number | null | undefined): boolean => !!rating && rating <= LOW_RATING_MAX;

const ratingFields = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  reason: z.enum(EVALUATION_REASONS).nullable().optional(),
  comment: textSchema.trim().max(EVALUATION_COMMENT_MAX).nullable().optional(),
});

const lowRatingNeedsReason = (value: { rating: number; reason?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (isLowRating(value.rating) && !value.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], input: value.reason, params: { messageKey: 'required' } });
  }
};

/** `POST /api/client/ticket/{id}/evaluation`, and the rating form on the client's ticket page. */
export const evaluationSchema = ratingFields.superRefine(lowRatingNeedsReason);
export type EvaluationInput = z.output<typeof evaluationSchema>;
export type EvaluationFormInput = z.input<typeof evaluationSchema>;

/** `POST /api/evaluation`: the same rating plus the signed token of the resolution e-mail's link. */
export const publicEvaluationSchema = ratingFields.extend({ token: z.string().min(1).max(200) }).superRefine(lowRatingNeedsReason);
export type PublicEvaluationInput = z.output<typeof publicEvaluationSchema>;

/** An evaluation as the API answers it. */
export interface Evaluation {
  id: number;
  ticket_id: number;
  rating: number;
  reason: EvaluationReason | null;
  comment: string | null;
  user: { id: number; name: string } | null;
  created_at: string;
}

const pl = {
  evaluation_saved: 'Dziękujemy za ocenę!',
  already_rated: 'To zgłoszenie zostało już ocenione',
  not_resolved: 'Ocenić można tylko rozwiązane zgłoszenie',
  link_invalid: 'Link do oceny jest nieprawidłowy',
  link_expired: 'Link do oceny wygasł',
  ticket_closed: 'Zgłoszenie zostało zamknięte jako rozwiązane',
} as const;

export type EvaluationMessageKey = keyof typeof pl;

const en: Record<EvaluationMessageKey, string> = {
  evaluation_saved: 'Thank you for your rating!',
  already_rated: 'This ticket has already been rated',
  not_resolved: 'Only a resolved ticket can be rated',
  link_invalid: 'This rating link is invalid',
  link_expired: 'This rating link has expired',
  ticket_closed: 'Ticket closed as resolved',
};

/** The `message` of the evaluation endpoints' answers (success and refusals), in both languages. */
export const EVALUATION_MESSAGES: Record<ValidationLang, Record<EvaluationMessageKey, string>> = { pl, en };

export const evaluationMessage = (lang: ValidationLang, key: EvaluationMessageKey): string => EVALUATION_MESSAGES[lang][key];

/** `GET /api/evaluation?token=`: the public rating page's claim. */
export const evaluationTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
/** Closing a solved ticket: the version the caller saw, when it sends one. */
export const ticketCloseSchema = z.object({ version: versionSchema.optional() });
