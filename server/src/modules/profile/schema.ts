/** Request shapes of the profile module; the body schema is shared with the shell's form. */
import { z } from 'zod';

export { profileUpdateSchema, type ProfileUpdateInput } from '@helpdesk/shared/schemas';

export const profileIdParams = z.object({ id: z.coerce.number().int().positive() });
