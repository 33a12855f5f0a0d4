/**
 * A list row's edit, delete and restore: a deleted row offers restore only; delete asks first (spec §5). Where the
 * buttons' text does not say which row they act on, `names` gives them accessible names that do.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { LIGHT } from './light-sheet.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
});

export interface RowActionsProps {
  deleted: boolean;
  texts: { edit: string; delete: string; restore: string; deleteTitle: string; deleteBody: string };
  names?: { edit?: string; delete?: string; restore?: string };
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onRestore: () => void;
}

export function RowActions({ deleted, texts, names = {}, onEdit, onDelete, onRestore }: RowActionsProps) {
  const styles = useStyles();
  if (deleted)
    return (
      <Button size="small" onClick={onRestore} aria-label={names.restore}>
        {texts.restore}
      </Button>
    );
  return (
    <span className={styles.actions}>
      <Button size="small" appearance="subtle" onClick={onEdit} aria-label={names.edit}>
        {texts.edit}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="small" appearance="subtle" aria-label={names.delete}>
            {texts.delete}
          </Button>
        }
        title={texts.deleteTitle}
        body={texts.deleteBody}
        onConfirm={onDelete}
      />
    </span>
  );
}

interface PendingDelete {
  title: string;
  body: string;
  onConfirm: () => Promise<void>;
  trigger: HTMLElement | null;
}

/**
 * RowActions for a light table's rows: the same buttons, names and confirmation, as plain buttons with Fluent's
 * small button look (the kit's static stylesheet), and one confirmation dialog for the whole table (a Dialog per row costs its hooks on every
 * row). Render `dialog` once beside the table (ListFrame's children).
 */
export function useLightRowActions(): { actions: (props: RowActionsProps) => ReactNode; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const actions = useMemo(() => {
    const base = LIGHT.button;
    const subtle = LIGHT.subtleButton;
    return ({ deleted, texts, names = {}, onEdit, onDelete, onRestore }: RowActionsProps) => {
      if (deleted)
        return (
          <button type="button" className={base} onClick={onRestore} aria-label={names.restore}>
            {texts.restore}
          </button>
        );
      return (
        <span className={LIGHT.actions}>
          <button type="button" className={subtle} onClick={onEdit} aria-label={names.edit}>
            {texts.edit}
          </button>
          <button
            type="button"
            className={subtle}
            aria-label={names.delete}
            aria-haspopup="dialog"
            onClick={(event) =>
              setPending({ title: texts.deleteTitle, body: texts.deleteBody, onConfirm: onDelete, trigger: event.currentTarget })
            }
          >
            {texts.delete}
          </button>
        </span>
      );
    };
  }, []);
  const close = () => {
    const trigger = pending?.trigger;
    setPending(null);
    // Focus goes back where the dialog came from (a deleted row's trigger is gone: then the browser's default).
    if (trigger?.isConnected) trigger.focus();
  };
  const dialog = pending && (
    <ConfirmDialog open title={pending.title} body={pending.body} onConfirm={pending.onConfirm} onOpenChange={(open) => !open && close()} />
  );
  return { actions, dialog };
}
