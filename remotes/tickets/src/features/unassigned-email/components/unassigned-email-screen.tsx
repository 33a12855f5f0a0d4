/**
 * `/admin/unassigned-email`: mail no company was matched to — id, title, sender, address, reader, received,
 * actions (open, read/unread, create a ticket for a chosen company, attach to a ticket, delete).
 */
import { useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { ConfirmDialog, SenderVerificationMark } from '@helpdesk/shared/ui';
import { ListFrame, ListSearch, ListTabs } from '@helpdesk/shared/remote';
import { useIntakeRowStyles } from '../../shared/components/intake-page.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { unassignedListQuery, useDeleteUnassigned, useSetUnassignedRead, type UnassignedListParams } from '../api/unassigned-emails.ts';
import type { UnassignedEmail } from '@helpdesk/shared/resources';
import { AttachDialog, ToTicketDialog } from './unassigned-email-dialogs.tsx';
import { UnassignedEmailView } from './unassigned-email-view.tsx';

type Dialog = { kind: 'view' | 'ticket' | 'attach'; email: UnassignedEmail } | null;

export function UnassignedEmailScreen() {
  const rowStyles = useIntakeRowStyles();
  const { t } = useTranslation('tickets');
  const [params, setParams] = useState<UnassignedListParams>({ filter: 'all', page: 1, search: '' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(unassignedListQuery(params));
  const setRead = useSetUnassignedRead();
  const deletion = useDeleteUnassigned();

  const toggleRead = (email: UnassignedEmail) => setRead.mutateAsync({ id: email.id, read: !email.read });
  const remove = async (email: UnassignedEmail) => {
    await deletion.mutateAsync(email.id);
    toast.success(t('unassignedEmail.deleted'));
  };

  return (
    <ListFrame
      remote="tickets"
      name="unassigned-emails"
      title={t('screens.unassignedEmail')}
      query={list}
      empty={{ text: t('unassignedEmail.empty') }}
      tabs={
        <ListTabs
          value={params.filter}
          options={['all', 'unread'] as const}
          label={(f) => t(`unassignedEmail.filters.${f}`)}
          onChange={(filter) => setParams({ ...params, filter, page: 1 })}
        />
      }
      search={
        <ListSearch label={t('intake.search')} value={params.search} onChange={(search) => setParams({ ...params, search, page: 1 })} />
      }
      pagination={{ onPage: (page) => setParams({ ...params, page }) }}
      table={(rows) => (
        <Table aria-label={t('screens.unassignedEmail')} data-testid="unassigned-email-table">
          <TableHeader>
            <TableRow>
              {(['id', 'title', 'sender', 'address', 'reader', 'received', 'actions'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`unassignedEmail.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((email) => (
              <TableRow key={email.id} className={email.read ? undefined : rowStyles.unread} data-testid="unassigned-email-row">
                <TableCell>{email.id}</TableCell>
                <TableCell>
                  <button type="button" className={rowStyles.title} onClick={() => setDialog({ kind: 'view', email })}>
                    {email.title}
                  </button>
                  {!email.read && <Text size={200}> · {t('unassignedEmail.unread')}</Text>}
                </TableCell>
                <TableCell>
                  {email.sender} <SenderVerificationMark verdict={email.mail_auth} compact />
                </TableCell>
                <TableCell>{email.address}</TableCell>
                <TableCell>{email.reader?.name ?? '—'}</TableCell>
                <TableCell>{formatDateTime(email.received_at)}</TableCell>
                <TableCell>
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('unassignedEmail.columns.actions')} />
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuItem onClick={() => setDialog({ kind: 'view', email })}>{t('unassignedEmail.open')}</MenuItem>
                        <MenuItem onClick={() => void toggleRead(email)}>
                          {email.read ? t('unassignedEmail.markUnread') : t('unassignedEmail.markRead')}
                        </MenuItem>
                        <MenuItem onClick={() => setDialog({ kind: 'ticket', email })}>{t('unassignedEmail.toTicket')}</MenuItem>
                        <MenuItem onClick={() => setDialog({ kind: 'attach', email })}>{t('unassignedEmail.attach')}</MenuItem>
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                  <ConfirmDialog
                    trigger={<Button appearance="subtle">{t('intake.delete')}</Button>}
                    title={t('unassignedEmail.deleteTitle', { title: email.title })}
                    body={t('unassignedEmail.deleteBody')}
                    onConfirm={() => remove(email)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    >
      {dialog?.kind === 'view' && (
        <UnassignedEmailView
          id={dialog.email.id}
          onClose={() => setDialog(null)}
          onTicket={() => setDialog({ kind: 'ticket', email: dialog.email })}
          onAttach={() => setDialog({ kind: 'attach', email: dialog.email })}
        />
      )}
      {dialog?.kind === 'ticket' && <ToTicketDialog email={dialog.email} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'attach' && <AttachDialog email={dialog.email} onClose={() => setDialog(null)} />}
    </ListFrame>
  );
}
