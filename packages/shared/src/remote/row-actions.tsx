/**
 * A list row's edit, delete and restore: a deleted row offers restore only; delete asks first (spec §5). Where the
 * buttons' text does not say which row they act on, `names` gives them accessible names that do.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, makeResetStyles, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

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

// Fluent's small Button (subtle, and the default appearance for restore) as one class each, for plain buttons.
export const useLightButtonClass = makeResetStyles({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  minWidth: '64px',
  minHeight: '24px',
  margin: 0,
  padding: `3px ${tokens.spacingHorizontalS}`,
  borderRadius: tokens.borderRadiusMedium,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase200,
  lineHeight: tokens.lineHeightBase200,
  fontWeight: tokens.fontWeightRegular,
  cursor: 'pointer',
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1Hover },
  ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
  ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
});
export const useLightButtonStyles = makeStyles({
  subtle: {
    backgroundColor: tokens.colorSubtleBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
  },
});

interface PendingDelete {
  title: string;
  body: string;
  onConfirm: () => Promise<void>;
  trigger: HTMLElement | null;
}

/**
 * RowActions for a light table's rows: the same buttons, names and confirmation, as plain buttons with Fluent's
 * small button classes, and one confirmation dialog for the whole table (a Dialog per row costs its hooks on every
 * row). Render `dialog` once beside the table (ListFrame's children).
 */
export function useLightRowActions(): { actions: (props: RowActionsProps) => ReactNode; dialog: ReactNode } {
  const base = useLightButtonClass();
  const styles = useLightButtonStyles();
  const layout = useStyles();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const actions = useMemo(() => {
    const subtle = mergeClasses(base, styles.subtle);
    return ({ deleted, texts, names = {}, onEdit, onDelete, onRestore }: RowActionsProps) => {
      if (deleted)
        return (
          <button type="button" className={base} onClick={onRestore} aria-label={names.restore}>
            {texts.restore}
          </button>
        );
      return (
        <span className={layout.actions}>
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
  }, [base, styles, layout]);
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
