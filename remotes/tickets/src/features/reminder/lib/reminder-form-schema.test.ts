import { reminderBodySchema, translateIssue } from '@helpdesk/shared/schemas';
import { reminderFormSchema } from './reminder-form-schema.ts';

const reminder = {
  title: 'Backup check',
  company_id: 1,
  user_id: null,
  description: '',
  day: '2026-05-04',
  active: true,
  period: 'monthly' as const,
};

describe('the reminder form checks what the server checks', () => {
  it.each([
    ['a valid reminder', {}],
    ['a day before 1900', { day: '1899-12-31' }],
    ['a day after 2999', { day: '3000-01-01' }],
    ['a control character in the title', { title: 'Backup\u0000check' }],
    ['a blank title', { title: '   ' }],
    ['a title over 255 characters', { title: 'x'.repeat(256) }],
  ])('reminder: %s is accepted by the form exactly when the server accepts it', (_, change) => {
    const input = { ...reminder, ...change };
    expect(reminderFormSchema.safeParse(input).success).toBe(reminderBodySchema.safeParse(input).success);
  });

  it("shows the server's message for a day out of range, in Polish and English", () => {
    const result = reminderFormSchema.safeParse({ ...reminder, day: '1899-12-31' });
    expect(result.success).toBe(false);
    // A parsed issue carries what the error map reads (as the form's resolver passes it on).
    const issue = result.error!.issues.find((i) => i.path[0] === 'day')! as Parameters<typeof translateIssue>[1];
    expect(translateIssue('en', issue)).toMatch(/1900/);
    expect(translateIssue('pl', issue)).toMatch(/1900/);
    expect(translateIssue('pl', issue)).not.toBe(translateIssue('en', issue));
  });
});
