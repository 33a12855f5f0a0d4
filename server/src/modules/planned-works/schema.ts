/**
 * Route parameters of planned works. The bodies are the shared `plannedWorkCreateSchema` /
 * `plannedWorkUpdateSchema` (@helpdesk/shared/schemas), the ones the planned-work form validates with.
 */
import { idParamsSchema } from '@helpdesk/shared/schemas';

export const idParams = idParamsSchema;
