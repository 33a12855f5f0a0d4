/**
 * A list row's edit, delete and restore: a deleted row offers restore only; delete asks first (spec §5). Where the
 * buttons' text does not say which row they act on, `names` gives them accessible names that do.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
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
