export { useZodForm, applyServerErrors } from './use-zod-form.ts';
