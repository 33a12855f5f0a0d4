/**
 * The add / edit modal of a leave: start, end, type, description (and whose, for admins and managers). The owner or a
 * manager saves and deletes; admins and managers accept. Others see the leave read-only. The view: what it knows and
 * does is useLeaveDialog's.
 */
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, SelectField, TextField, TextareaField } from '@helpdesk/shared/ui';
import { useLeaveDialog, type LeaveDialogTarget } from '../hooks/use-leave-dialog.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  dates: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
  },
  status: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { flexWrap: 'wrap' },
});

export function LeaveDialog({ target, onClose }: { target: LeaveDialogTarget | null; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const { leave, manager, editable, form, busy, failure, submit, doAccept, doDelete, title, types, agentChoices, range } = useLeaveDialog(
    target,
    onClose,
  );
  return (
    <Dialog open={!!target} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {failure && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t('leaves.failed')}</MessageBarBody>
                </MessageBar>
              )}
              {leave && (
                <div className={styles.status}>
                  <Badge appearance="tint" color={leave.accepted_at ? 'success' : 'warning'} data-testid="leave-state">
                    {leave.accepted_at ? t('leaves.accepted') : t('leaves.pending')}
                  </Badge>
                  {leave.accepted_by && <Text size={200}>{t('leaves.acceptedBy', { name: leave.accepted_by.name })}</Text>}
                </div>
              )}
              {leave?.accepted_at && editable && !manager && (
                <MessageBar intent="info">
                  <MessageBarBody>{t('leaves.reacceptInfo')}</MessageBarBody>
                </MessageBar>
              )}
              {manager && (
                <SelectField
                  control={form.control}
                  name="agent_id"
                  label={t('leaves.fields.agent')}
                  required
                  disabled={busy}
                  choices={agentChoices}
                />
              )}
              <div className={styles.dates}>
                <TextField
                  control={form.control}
                  name="start"
                  type="date"
                  label={t('leaves.fields.start')}
                  required
                  disabled={busy || !editable}
                />
                <TextField
                  control={form.control}
                  name="end"
                  type="date"
                  label={t('leaves.fields.end')}
                  required
                  disabled={busy || !editable}
                />
              </div>
              <SelectField
                control={form.control}
                name="type"
                label={t('leaves.fields.type')}
                required
                disabled={busy || !editable}
                choices={types}
              />
              <TextareaField
                control={form.control}
                name="description"
                label={t('leaves.fields.description')}
                rows={3}
                disabled={busy || !editable}
              />
            </DialogContent>
            <DialogActions className={styles.actions}>
              {editable && (
                <Button
                  type="submit"
                  appearance="primary"
                  disabled={busy}
                  icon={form.formState.isSubmitting ? <Spinner size="tiny" /> : undefined}
                >
                  {t('leaves.save')}
                </Button>
              )}
              {leave && manager && !leave.accepted_at && (
                <Button onClick={() => void doAccept()} disabled={busy}>
                  {t('leaves.accept')}
                </Button>
              )}
              {leave && editable && (
                <ConfirmDialog
                  trigger={<Button disabled={busy}>{t('leaves.delete')}</Button>}
                  title={t('leaves.deleteTitle')}
                  body={t('leaves.deleteBody', { name: leave.agent.name, range })}
                  onConfirm={doDelete}
                />
              )}
              <Button onClick={onClose} disabled={busy}>
                {editable ? t('leaves.cancel') : t('leaves.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
