/** The time-report timer (server/API.md "Timer"): starting one on a ticket. */
import { z } from 'zod';
import { idSchema } from './primitives.ts';

export const timerStartSchema = z.object({ ticket_id: idSchema });
export type TimerStartInput = z.output<typeof timerStartSchema>;
