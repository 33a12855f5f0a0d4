/**
 * Related persons (CC): the ticket's company's people, chosen in a searchable multi-select and saved as one list
 * (PUT …/cc with the version seen when editing started; 409 goes to the conflict bar).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  Combobox,
  Field,
  makeStyles,
  Option,
  Spinner,
  Tag,
  TagGroup,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@helpdesk/shared/use-formats';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { useCompanyPeople } from '../hooks/use-lookups.ts';
import { updateCc, useTicketMutation } from '../api/ticket-actions.ts';
import { useConflict } from '../hooks/conflict-context.tsx';
import { isReadOnly } from '../lib/read-only.ts';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalS },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  empty: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  combobox: { width: '100%', minWidth: 0 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  email: { color: tokens.colorNeutralForeground3 },
});

interface CcRequest {
  version: number;
  ids: number[];
  description: string;
}

export function CcEditor({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const formats = useFormats();
  const { report } = useConflict();
  const [editing, setEditing] = useState<{ version: number; ids: string[] } | null>(null);
  const [query, setQuery] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const open = editing !== null;
  const people = useCompanyPeople(ticket.company.id, open);
  const save = useTicketMutation(ticket.id, (request: CcRequest) => updateCc(ticket.id, request.version, request.ids), {
    returnsDetail: true,
    onSuccess: () => setEditing(null),
    onConflict: (conflict, request) => {
      setEditing(null);
      report({ message: conflict.message, change: request.description, reapply: (version) => save.mutate({ ...request, version }) });
    },
  });

  // Everyone on the ticket now stays choosable, even if the lookup failed or no longer lists them. Ordered only while
  // editing: the language's collator, made on first use, costs the ticket page's first render milliseconds otherwise.
  const choices = useMemo(() => {
    if (!open) return [];
    const byId = new Map<number, { id: number; name: string; email: string }>();
    for (const person of ticket.cc) byId.set(person.id, person);
    for (const person of people.data ?? []) byId.set(person.id, person);
    return formats.sortByText([...byId.values()], (person) => person.name);
  }, [open, people.data, ticket.cc, formats]);
  const needle = query.trim().toLowerCase();
  const shown = needle ? choices.filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(needle)) : choices;
  const nameOf = (id: string) => choices.find((person) => String(person.id) === id)?.name ?? `#${id}`;

  const submit = () => {
    if (!editing) return;
    const ids = editing.ids.map(Number);
    const names = editing.ids.map(nameOf).join(', ') || t('common.nobody');
    save.mutate({ version: editing.version, ids, description: t('show.cc.change', { names }) });
  };

  return (
    <Card className={styles.card} data-testid="cc-editor">
      <CardHeader
        header={
          <Text as="h2" weight="semibold">
            {t('show.cc.title')}
          </Text>
        }
        action={
          !editing && !isReadOnly(ticket) ? (
            <Tooltip content={t('show.cc.edit')} relationship="label">
              <Button
                ref={editButton}
                appearance="subtle"
                size="small"
                icon={<EditRegular />}
                onClick={() => {
                  setQuery('');
                  setEditing({ version: ticket.version, ids: ticket.cc.map((person) => String(person.id)) });
                }}
              />
            </Tooltip>
          ) : undefined
        }
      />
      {editing ? (
        <>
          <Field
            label={t('show.cc.label', { company: ticket.company.short_name })}
            validationMessage={people.isError ? t('show.cc.unavailable') : undefined}
          >
            <Combobox
              className={styles.combobox}
              multiselect
              freeform={false}
              autoFocus
              placeholder={t('show.cc.placeholder')}
              value={query}
              selectedOptions={editing.ids}
              onChange={(event) => setQuery(event.target.value)}
              onOptionSelect={(_event, data) => {
                setEditing({ ...editing, ids: data.selectedOptions });
                setQuery('');
              }}
              onOpenChange={(_event, data) => {
                if (!data.open) setQuery('');
              }}
            >
              {shown.map((person) => (
                <Option key={person.id} value={String(person.id)} text={person.name}>
                  {person.name} <span className={styles.email}>&lt;{person.email}&gt;</span>
                </Option>
              ))}
              {shown.length === 0 && !people.isPending && (
                <Option disabled value="" text="">
                  {t('show.cc.noMatches')}
                </Option>
              )}
            </Combobox>
          </Field>
          {people.isPending && <Spinner size="tiny" label={t('show.loading')} />}
          <TagGroup
            className={styles.tags}
            onDismiss={(_event, data) => setEditing({ ...editing, ids: editing.ids.filter((id) => id !== data.value) })}
            aria-label={t('show.cc.title')}
          >
            {editing.ids.map((id) => (
              <Tag
                key={id}
                value={id}
                dismissible
                dismissIcon={{ 'aria-label': t('show.composer.removeFile', { name: nameOf(id) }) }}
                size="small"
              >
                {nameOf(id)}
              </Tag>
            ))}
          </TagGroup>
          <div className={styles.actions}>
            <Button appearance="primary" size="small" icon={<CheckmarkRegular />} onClick={submit} disabled={save.isPending}>
              {t('show.edit.save')}
            </Button>
            <Button size="small" icon={<DismissRegular />} onClick={() => setEditing(null)} disabled={save.isPending}>
              {t('show.edit.cancel')}
            </Button>
          </div>
        </>
      ) : ticket.cc.length === 0 ? (
        <Text className={styles.empty}>{t('show.cc.empty')}</Text>
      ) : (
        <TagGroup className={styles.tags} aria-label={t('show.cc.title')}>
          {ticket.cc.map((person) => (
            <Tag key={person.id} value={String(person.id)} size="small" secondaryText={person.email}>
              {person.name}
            </Tag>
          ))}
        </TagGroup>
      )}
    </Card>
  );
}
