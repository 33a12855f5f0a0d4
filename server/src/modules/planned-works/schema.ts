/**
 * Route parameters of planned works. The bodies are the shared `plannedWorkCreateSchema` /
 * `plannedWorkUpdateSchema` (@helpdesk/shared/schemas), the ones the planned-work form validates with.
 */
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive() });
