/**
 * The add / edit modal of a leave: start, end, type, description (and whose, for admins and managers). The owner or a
 * manager saves and deletes; admins and managers accept. Others see the leave read-only.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
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
import { agentChoicesQuery, can, currentUserAtom, toast } from '@helpdesk/shared';
import type { Leave } from '@helpdesk/shared/resources';
import { LEAVE_TYPES, leaveBodySchema, type LeaveBody } from '@helpdesk/shared/schemas';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { ConfirmDialog, SelectField, TextField, TextareaField } from '@helpdesk/shared/ui';
import { useAcceptLeave, useDeleteLeave, useSaveLeave } from '../api/leaves-api.ts';

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

/** What the modal opens on: a new leave from a day, or an existing one. */
export type LeaveDialogTarget = { kind: 'new'; day: string } | { kind: 'edit'; leave: Leave };

type FormValues = { start: string; end: string; type: LeaveBody['type']; description: string; agent_id?: number };

export function LeaveDialog({ target, onClose }: { target: LeaveDialogTarget | null; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const me = useAtomValue(currentUserAtom);
  const manager = can(me, 'leaves.accept');
  const leave = target?.kind === 'edit' ? target.leave : null;
  const mine = !leave || leave.agent.id === me?.data.id;
  const editable = mine || manager;
  const agents = useQuery({ ...agentChoicesQuery, enabled: manager && !!target });
  const form = useZodForm<FormValues, LeaveBody>(leaveBodySchema as never, {
    defaultValues: { start: '', end: '', type: 'free', description: '' },
  });
  const save = useSaveLeave();
  const accept = useAcceptLeave();
  const remove = useDeleteLeave();
  const [failure, setFailure] = useState(false);
  const busy = form.formState.isSubmitting || accept.isPending;

  useEffect(() => {
    if (!target) return;
    setFailure(false);
    if (target.kind === 'new')
      form.reset({ start: target.day, end: target.day, type: 'free', description: '', ...(manager && me ? { agent_id: me.data.id } : {}) });
    else
      form.reset({
        start: target.leave.start,
        end: target.leave.end,
        type: target.leave.type,
        description: target.leave.description ?? '',
        ...(manager ? { agent_id: target.leave.agent.id } : {}),
      });
  }, [target, form, manager, me]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(false);
    try {
      const answer = await save.mutateAsync({ id: leave?.id ?? null, body: values });
      toast.success(answer.message ?? t(leave ? 'leaves.updated' : 'leaves.created'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(true);
    }
  });

  const doAccept = async () => {
    if (!leave) return;
    setFailure(false);
    try {
      toast.success((await accept.mutateAsync(leave.id)).message ?? t('leaves.accepted_msg'));
      onClose();
    } catch {
      setFailure(true);
    }
  };

  const title = leave ? t(editable ? 'leaves.editTitle' : 'leaves.viewTitle', { name: leave.agent.name }) : t('leaves.addTitle');
  const types = LEAVE_TYPES.map((value) => ({ value, label: t(`leaves.types.${value}`) }));
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
                  choices={(agents.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
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
                  body={t('leaves.deleteBody', {
                    name: leave.agent.name,
                    range: leave.start === leave.end ? leave.start : `${leave.start} – ${leave.end}`,
                  })}
                  onConfirm={async () => {
                    toast.success((await remove.mutateAsync(leave.id)).message ?? t('leaves.deleted'));
                    onClose();
                  }}
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
