/** Request shapes of the profile module; the body schema is shared with the shell's form. */
import { idParamsSchema } from '@helpdesk/shared/schemas';

export { profileUpdateSchema, type ProfileUpdateInput } from '@helpdesk/shared/schemas';

export const profileIdParams = idParamsSchema;
