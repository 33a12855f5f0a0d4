/**
 * One changeable field of the ticket: its value, and on "change" a choice with Save / Cancel. The version is taken
 * when editing starts, so a change made meanwhile by somebody else comes back as 409, not as a silent overwrite.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, makeStyles, Select, Spinner, Text, tokens, Tooltip } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TicketChanges } from '../api/ticket-actions.ts';
import { useChangeTicket } from '../api/use-change-ticket.ts';

export interface Choice {
  value: string;
  label: string;
  /** Shown while this choice is picked, before saving (e.g. an agent on leave). */
  warning?: string;
}

export interface EditablePropertyProps {
  ticketId: number;
  version: number;
  label: string;
  /** The value as shown when not editing. */
  display: ReactNode;
  /** The current value as a choice value; '' for none. */
  current: string;
  /** undefined while loading. */
  choices: Choice[] | undefined;
  choicesFailed?: boolean;
  /** Offer "none" (clears the field). */
  allowNone?: boolean;
  toChanges: (value: string) => TicketChanges;
  disabled?: boolean;
  /** Called when editing starts (to load the choices then). */
  onEdit?: () => void;
  /** A shortcut beside the edit button (e.g. "assign to me"). */
  extra?: ReactNode;
  testId: string;
}

const useStyles = makeStyles({
  row: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground2, margin: 0, paddingTop: tokens.spacingVerticalXS },
  value: { margin: 0, display: 'flex', alignItems: 'flex-start', columnGap: tokens.spacingHorizontalXS, minWidth: 0 },
  shown: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', paddingTop: tokens.spacingVerticalXS },
  editor: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1, minWidth: 0 },
  select: { flexGrow: 1, minWidth: '140px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, flexBasis: '100%' },
});

export function EditableProperty(props: EditablePropertyProps) {
  const { ticketId, version, label, display, current, choices, choicesFailed, allowNone, toChanges, disabled, onEdit, extra, testId } =
    props;
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const [editing, setEditing] = useState<{ version: number; value: string } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Keyboard users land back on "change" when the editor closes, not at the top of the page.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const { change, pending } = useChangeTicket(ticketId, () => setEditing(null));

  const start = () => {
    onEdit?.();
    setEditing({ version, value: current });
  };
  const save = () => {
    if (!editing) return;
    if (editing.value === current) {
      setEditing(null);
      return;
    }
    const chosen = choices?.find((choice) => choice.value === editing.value)?.label ?? t('common.nobody');
    change({
      version: editing.version,
      changes: toChanges(editing.value),
      description: t('show.edit.change_described', { field: label, value: chosen }),
    });
  };

  // The current value stays selectable even when the choices do not list it (a deleted project, a lookup error).
  const options = choices ?? [];
  const listed = current === '' || options.some((choice) => choice.value === current);

  return (
    <div className={styles.row} data-testid={testId}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {editing ? (
          <div className={styles.editor}>
            <Select
              className={styles.select}
              aria-label={label}
              value={editing.value}
              autoFocus
              disabled={pending}
              onChange={(_event, data) => setEditing({ ...editing, value: data.value })}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(null);
                if (event.key === 'Enter') save();
              }}
            >
              {allowNone && <option value="">{t('common.nobody')}</option>}
              {!listed && <option value={current}>{typeof display === 'string' ? display : current}</option>}
              {options.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
            {choices === undefined && !choicesFailed && <Spinner size="extra-tiny" />}
            <Button appearance="primary" size="small" icon={<CheckmarkRegular />} onClick={save} disabled={pending}>
              {t('show.edit.save')}
            </Button>
            <Button size="small" icon={<DismissRegular />} onClick={() => setEditing(null)} disabled={pending}>
              {t('show.edit.cancel')}
            </Button>
            {editing.value !== current && options.find((choice) => choice.value === editing.value)?.warning && (
              <Text size={200} className={styles.warning} role="status" data-testid="choice-warning">
                {options.find((choice) => choice.value === editing.value)!.warning}
              </Text>
            )}
            {choicesFailed && (
              <Text size={200} className={styles.failed} role="alert">
                {t('show.edit.choicesUnavailable')}
              </Text>
            )}
          </div>
        ) : (
          <>
            <span className={styles.shown}>{display}</span>
            {extra}
            {!disabled && (
              <Tooltip content={t('show.edit.change', { field: label })} relationship="label">
                <Button ref={editButton} appearance="subtle" size="small" icon={<EditRegular />} onClick={start} />
              </Tooltip>
            )}
          </>
        )}
      </dd>
    </div>
  );
}
