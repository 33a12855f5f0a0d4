/**
 * What the leave modal knows and does, apart from how it looks: whose leave it is and what this user may do with it,
 * the form reset to the target on every opening, the agent choices (admins and managers), save, accept and delete
 * with their toasts, and whether the last attempt failed.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, can, currentUserAtom, toast } from '@helpdesk/shared';
import type { Leave } from '@helpdesk/shared/resources';
import { LEAVE_TYPES, leaveBodySchema, type LeaveBody } from '@helpdesk/shared/schemas';
import { applyServerErrors, useZodForm } from '@helpdesk/shared/forms';
import { useAcceptLeave, useDeleteLeave, useSaveLeave } from '../api/leaves-api.ts';

/** What the modal opens on: a new leave from a day, or an existing one. */
export type LeaveDialogTarget = { kind: 'new'; day: string } | { kind: 'edit'; leave: Leave };

type FormValues = { start: string; end: string; type: LeaveBody['type']; description: string; agent_id?: number };

export function useLeaveDialog(target: LeaveDialogTarget | null, onClose: () => void) {
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

  const doDelete = async () => {
    if (!leave) return;
    toast.success((await remove.mutateAsync(leave.id)).message ?? t('leaves.deleted'));
    onClose();
  };

  const title = leave ? t(editable ? 'leaves.editTitle' : 'leaves.viewTitle', { name: leave.agent.name }) : t('leaves.addTitle');
  const types = LEAVE_TYPES.map((value) => ({ value, label: t(`leaves.types.${value}`) }));
  const agentChoices = (agents.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  const range = leave ? (leave.start === leave.end ? leave.start : `${leave.start} – ${leave.end}`) : '';
  return { leave, manager, editable, form, busy, failure, submit, doAccept, doDelete, title, types, agentChoices, range };
}
