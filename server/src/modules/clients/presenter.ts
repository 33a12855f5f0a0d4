/** A client person as staff see it (`ClientPerson` of @helpdesk/shared/resources). */
import type { ClientPerson } from '@helpdesk/shared/resources';
import type { CompanyRow, UserRow } from '../../platform/policy';

export function presentClient(u: UserRow, company: Pick<CompanyRow, 'id' | 'tag' | 'shortName'>): ClientPerson {
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    name: `${u.firstname} ${u.lastname}`.trim(),
    email: u.email,
    additional_email: u.additionalEmail,
    job_position: u.jobPosition,
    phone: u.phone,
    role: u.role as ClientPerson['role'],
    city: u.city,
    lang: u.lang,
    company: { id: company.id, tag: company.tag, short_name: company.shortName },
    temporary_password: u.temporaryPassword,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
    deleted_at: u.deletedAt?.toISOString() ?? null,
  };
}
