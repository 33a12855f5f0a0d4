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
  Input,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryRoots, toast } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { IntakePage, useIntakeRowStyles } from '../../shared/components/intake-page.tsx';
import { PagedList } from '../../shared/components/paged-list.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { deleteUnassigned, setUnassignedRead, unassignedListQuery, type UnassignedListParams } from '../api/unassigned-emails.ts';
import type { UnassignedEmail } from '@helpdesk/shared/resources';
import { AttachDialog, ToTicketDialog } from './unassigned-email-dialogs.tsx';
import { UnassignedEmailView } from './unassigned-email-view.tsx';

type Dialog = { kind: 'view' | 'ticket' | 'attach'; email: UnassignedEmail } | null;

export function UnassignedEmailScreen() {
  const rows = useIntakeRowStyles();
  const { t } = useTranslation('tickets');
  const queryClient = useQueryClient();
  const [params, setParams] = useState<UnassignedListParams>({ filter: 'all', page: 1, search: '' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(unassignedListQuery(params));
  const refresh = () => queryClient.invalidateQueries({ queryKey: [queryRoots.counters] });

  const toggleRead = async (email: UnassignedEmail) => {
    await setUnassignedRead(email.id, !email.read);
    await refresh();
  };
  const remove = async (email: UnassignedEmail) => {
    await deleteUnassigned(email.id);
    toast.success(t('unassignedEmail.deleted'));
    await refresh();
  };

  return (
    <IntakePage
      title={t('screens.unassignedEmail')}
      filters={
        <>
          <TabList selectedValue={params.filter} onTabSelect={(_, data) => setParams({ ...params, filter: data.value as UnassignedListParams['filter'], page: 1 })}>
            <Tab value="all">{t('unassignedEmail.filters.all')}</Tab>
            <Tab value="unread">{t('unassignedEmail.filters.unread')}</Tab>
          </TabList>
          <Input type="search" aria-label={t('intake.search')} placeholder={t('intake.search')} value={params.search} onChange={(_, data) => setParams({ ...params, search: data.value, page: 1 })} />
        </>
      }
    >
      <PagedList query={list} empty={t('unassignedEmail.empty')} onPage={(page) => setParams({ ...params, page })}>
        <Table aria-label={t('screens.unassignedEmail')} data-testid="unassigned-email-table">
          <TableHeader>
            <TableRow>
              {(['id', 'title', 'sender', 'address', 'reader', 'received', 'actions'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`unassignedEmail.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data?.data.map((email) => (
              <TableRow key={email.id} className={email.read ? undefined : rows.unread} data-testid="unassigned-email-row">
                <TableCell>{email.id}</TableCell>
                <TableCell>
                  <button type="button" className={rows.title} onClick={() => setDialog({ kind: 'view', email })}>
                    {email.title}
                  </button>
                  {!email.read && <Text size={200}> · {t('unassignedEmail.unread')}</Text>}
                </TableCell>
                <TableCell>{email.sender}</TableCell>
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
                        <MenuItem onClick={() => void toggleRead(email)}>{email.read ? t('unassignedEmail.markUnread') : t('unassignedEmail.markRead')}</MenuItem>
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
      </PagedList>
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
    </IntakePage>
  );
}
