import { EMPTY_TICKET_FORM, formFromPayload, ticketFormSchema } from './ticket-form-schema.ts';

describe('the ticket form values', () => {
  it('restores a draft payload field by field, dropping what no longer fits', () => {
    const form = formFromPayload(
      {
        company_id: 1,
        subject: 'VPN',
        body: 'x',
        priority: 'critical',
        type: 'nonsense',
        cc: [4, 5],
        requester_id: 'seven',
        unknown: true,
      },
      null,
    );
    expect(form).toEqual({ ...EMPTY_TICKET_FORM, company_id: 1, subject: 'VPN', body: 'x', priority: 'critical', cc: [4, 5] });
    expect(formFromPayload({}, 3).company_id).toBe(3);
  });

  it('asks for the company, subject and body', () => {
    const result = ticketFormSchema.safeParse(EMPTY_TICKET_FORM);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['body', 'company_id', 'subject']);
  });
});
