/** For unit tests only: what a form shows when the server's 422 refused one of its fields. */
import { waitFor } from '@testing-library/react';

/**
 * The field's message stands under it (its accessible description), the field is marked invalid and still holds
 * what was typed.
 */
export async function expectRefusedField(input: HTMLElement, message: string, typed: string): Promise<void> {
  await waitFor(() => expect(input).toHaveAccessibleDescription(message));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue(typed);
}
