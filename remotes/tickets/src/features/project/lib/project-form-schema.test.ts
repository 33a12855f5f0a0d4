import { projectBodySchema } from '@helpdesk/shared/schemas';
import { projectFormSchema } from './project-form-schema.ts';

const project = {
  name: 'Migration',
  company_id: 1,
  manager_id: null,
  deadline: '2026-12-31',
  hours: 10,
  description: '',
  state: 'new' as const,
};

describe('the project form checks what the server checks', () => {
  it.each([
    ['a valid project', {}],
    ['a deadline after 2999', { deadline: '3000-01-01' }],
    ['a control character in the description', { description: 'a\u0007b' }],
    ['a budget over 100000 hours', { hours: 100_001 }],
  ])('project: %s is accepted by the form exactly when the server accepts it', (_, change) => {
    const input = { ...project, ...change };
    expect(projectFormSchema.safeParse(input).success).toBe(projectBodySchema.safeParse(input).success);
  });

  it('keeps the empty deadline field as no deadline', () => {
    expect(projectFormSchema.parse({ ...project, deadline: '' }).deadline).toBeNull();
  });
});
