/**
 * The company form's data, form and save: the company of the path (none when adding one), the agents to pick from,
 * the request-schema form with its address and priority rows, and where a save goes on. The screen only draws it.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { agentChoicesQuery, can, currentUserAtom, paths } from '@helpdesk/shared';
import { companySchema } from '@helpdesk/shared/schemas';
import { useEditForm } from '@helpdesk/shared/remote';
import { companyQuery, useSaveCompany } from '../api/companies.ts';
import { EMPTY_COMPANY, toCompanyForm } from '../lib/company-form.ts';

/** A new priority row: normal, the usual SLA, the default when it is the only row. */
const newPriority = (first: boolean) => ({
  priority: 'normal' as const,
  is_24_7: false,
  active: true,
  is_default: first,
  open_sla_minutes: 240,
  resolve_sla_minutes: 2880,
});

export function useCompanyForm() {
  const me = useAtomValue(currentUserAtom);
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const existing = useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });
  const agents = useQuery(agentChoicesQuery).data ?? [];
  const save = useSaveCompany(id);
  const { form, submit } = useEditForm({
    schema: companySchema,
    empty: EMPTY_COMPANY,
    record: existing.data,
    toForm: toCompanyForm,
    save: (values) => save.mutateAsync(values),
    // A new company opens for editing (documentation and import need its id); an edited one stays.
    next: ({ data }) => (id === null ? paths.staff.company.edit(data.id) : null),
  });
  const addresses = useFieldArray({ control: form.control, name: 'addresses' });
  const priorities = useFieldArray({ control: form.control, name: 'priorities' });
  const errors = form.formState.errors;

  return {
    id,
    /** The company being edited (its query, for the frame's loading and error states). */
    existing,
    form,
    submit,
    addresses: {
      rows: addresses.fields,
      add: () => addresses.append({ street: '', city: '', postcode: '' }),
      remove: addresses.remove,
    },
    priorities: {
      rows: priorities.fields,
      add: () => priorities.append(newPriority(priorities.fields.length === 0)),
      remove: priorities.remove,
      /** One default priority: the row just made the default unmarks the others. */
      madeDefault: (index: number) =>
        priorities.fields.forEach((_row, other) => other !== index && form.setValue(`priorities.${other}.is_default`, false)),
      error: errors.priorities?.message ?? errors.priorities?.root?.message,
    },
    agentChoices: agents.map((a) => ({ value: a.id, label: a.name })),
    /** Adding a company takes `companies.create`: without it the form shows but does not save. */
    refused: id === null && me !== null && !can(me, 'companies.create'),
    serverError: errors.root?.server?.message,
  };
}
