export { useZodForm, applyServerErrors } from './use-zod-form.ts';
export { formValuesOf } from './form-values-of.ts';
