/**
 * The macro's actions in the order they apply: each row picks its kind and shows that kind's own field; rows are
 * added, removed and moved up or down with buttons (keyboard reachable, each named for its row).
 */
import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery } from '@helpdesk/shared';
import {
  ASSIGNEE_ME,
  TICKET_ACTION_KINDS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketActionKind,
} from '@helpdesk/shared/schemas';
import { SelectField, TextareaField, TextField } from '@helpdesk/shared/ui';
import { macroTextModulesQuery } from '../api/macros-api.ts';
import { newAction, type MacroForm, type MacroFormOutput } from '../lib/macro-form-schema.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  kind: { flex: '0 1 220px', minWidth: '180px' },
  value: { flex: '1 1 240px', minWidth: 0, display: 'flex', flexDirection: 'column', '& > *': { minWidth: 0 } },
  buttons: { flex: '0 0 auto', display: 'flex', columnGap: tokens.spacingHorizontalXS, paddingTop: tokens.spacingVerticalXL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Form = UseFormReturn<MacroForm, unknown, MacroFormOutput>;

function ActionField({ form, index, kind, busy }: { form: Form; index: number; kind: TicketActionKind; busy: boolean }) {
  const { t } = useTranslation('management');
  const agents = useQuery({ ...agentChoicesQuery, enabled: kind === 'set_assignee' }).data ?? [];
  const modules = useQuery({ ...macroTextModulesQuery, enabled: kind === 'answer_with_text_module' }).data ?? [];
  const control = form.control;
  const label = t(`macros.fields.${kind}`);
  const named = (group: 'status' | 'priority' | 'type' | 'category', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`shared:ticket.${group}.${value}`) }));
  switch (kind) {
    case 'set_status':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.status`}
          label={label}
          required
          disabled={busy}
          choices={named('status', TICKET_STATUSES)}
        />
      );
    case 'set_priority':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.priority`}
          label={label}
          required
          disabled={busy}
          choices={named('priority', TICKET_PRIORITIES)}
        />
      );
    case 'set_category':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.category`}
          label={label}
          required
          disabled={busy}
          choices={named('category', TICKET_CATEGORIES)}
        />
      );
    case 'set_type':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.type`}
          label={label}
          required
          disabled={busy}
          choices={named('type', TICKET_TYPES)}
        />
      );
    case 'set_assignee':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.assignee`}
          label={label}
          required
          disabled={busy}
          choices={[{ value: ASSIGNEE_ME, label: t('macros.me') }, ...agents.map((a) => ({ value: a.id, label: a.name }))]}
        />
      );
    case 'add_cc':
      return <TextField control={control} name={`actions.${index}.email`} label={label} type="email" required disabled={busy} />;
    case 'answer_with_text_module':
      return (
        <SelectField
          control={control}
          name={`actions.${index}.text_module_id`}
          label={label}
          required
          disabled={busy}
          choices={modules.map((m) => ({ value: m.id, label: `${m.name} (::${m.shortcut})` }))}
        />
      );
    case 'add_note':
      return <TextareaField control={control} name={`actions.${index}.body`} label={label} rows={3} required disabled={busy} />;
  }
}

export function ActionListEditor({ form, busy }: { form: Form; busy: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const actions = useFieldArray({ control: form.control, name: 'actions' });
  const kinds = useWatch({ control: form.control, name: 'actions' }) ?? [];
  const error = form.formState.errors.actions;
  const listError = error?.message ?? error?.root?.message;
  return (
    <fieldset data-testid="macro-actions">
      <legend>{t('macros.actionsTitle')}</legend>
      {actions.fields.length === 0 && <Text>{t('macros.noActions')}</Text>}
      <ol className={styles.list}>
        {actions.fields.map((row, index) => {
          const kind = (kinds[index]?.action ?? row.action) as TicketActionKind;
          const n = index + 1;
          return (
            <li key={row.id} className={styles.row} data-testid="macro-action">
              <Field className={styles.kind} label={t('macros.kind', { n })}>
                <Select
                  value={kind}
                  disabled={busy}
                  onChange={(_event, data) => actions.update(index, newAction(data.value as TicketActionKind))}
                >
                  {TICKET_ACTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`macros.kinds.${k}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className={styles.value}>
                <ActionField form={form} index={index} kind={kind} busy={busy} />
              </div>
              <div className={styles.buttons}>
                <Button
                  appearance="subtle"
                  icon={<ArrowUpRegular />}
                  aria-label={t('macros.moveUp', { n })}
                  disabled={busy || index === 0}
                  onClick={() => actions.move(index, index - 1)}
                />
                <Button
                  appearance="subtle"
                  icon={<ArrowDownRegular />}
                  aria-label={t('macros.moveDown', { n })}
                  disabled={busy || index === actions.fields.length - 1}
                  onClick={() => actions.move(index, index + 1)}
                />
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('macros.remove', { n })}
                  disabled={busy}
                  onClick={() => actions.remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <Text role="alert" className={styles.error}>
          {listError}
        </Text>
      )}
      <div>
        <Button icon={<AddRegular />} disabled={busy} onClick={() => actions.append(newAction('set_status'))}>
          {t('macros.addAction')}
        </Button>
      </div>
    </fieldset>
  );
}
