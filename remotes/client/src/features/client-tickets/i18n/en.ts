/** English texts of the ticket evaluation panel; the Polish ones are in pl.ts. */
import type { evaluationPl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const evaluationEn: Texts<typeof evaluationPl> = {
  ask: 'The ticket is resolved. How did we do?',
  ratedBy: 'Rated by {{name}}, {{at}}',
};
