/**
 * A loaded record as the values of the form that edits it: the request schema's own fields, taken as the record has
 * them (a resource answers the same fields under the same names, plus ids, names of related records and timestamps).
 * A field added to the schema and the resource comes along without a hand-written mapping.
 */
import type { z } from 'zod';

export function formValuesOf<S extends z.ZodObject>(schema: S, record: z.input<S>): z.input<S> {
  const fields = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, fields[key]])) as z.input<S>;
}
