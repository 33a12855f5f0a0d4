/**
 * `/admin/unassigned-email`: mail no company was matched to — id, title, sender, address, reader, received,
 * actions (open, read/unread, create a ticket for a chosen company, attach to a ticket, delete).
 */
import { useMemo, useState } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, makeStyles, tokens } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import { ConfirmDialog, SenderVerificationMark } from '@helpdesk/shared/ui';
import { LightTable, ListFrame, ListSearch, ListTabs, useLightButtons, useListScreen, type LightColumn } from '@helpdesk/shared/remote';
import { useIntakeRowStyles } from '../../../components/intake-page.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { unassignedListQuery, useDeleteUnassigned, useSetUnassignedRead } from '../api/unassigned-emails.ts';
import type { UnassignedEmail } from '@helpdesk/shared/resources';
import { AttachDialog, ToTicketDialog } from './unassigned-email-dialogs.tsx';
import { MailMarkBadge } from './mail-mark-badge.tsx';
import { UnassignedEmailView } from './unassigned-email-view.tsx';

const useStyles = makeStyles({
  muted: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

const rowProps = () => ({ 'data-testid': 'unassigned-email-row' });
// One icon element for every row's menu button.
const MORE_ICON = <MoreHorizontalRegular aria-hidden />;

/** The row whose actions menu or delete confirmation is open, and the button it came from (focus returns there). */
interface Pending {
  email: UnassignedEmail;
  trigger: HTMLElement;
}

type Dialog = { kind: 'view' | 'ticket' | 'attach'; email: UnassignedEmail } | null;

export function UnassignedEmailScreen() {
  const rowStyles = useIntakeRowStyles();
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { params, list, filter: change, pagination } = useListScreen({ filter: 'all', page: 1, search: '' }, unassignedListQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  // One actions menu and one delete confirmation for the whole table, opened from a row's plain button.
  const [menu, setMenu] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState<Pending | null>(null);
  const setRead = useSetUnassignedRead();
  const deletion = useDeleteUnassigned();

  const toggleRead = (email: UnassignedEmail) => setRead.mutateAsync({ id: email.id, read: !email.read });
  const remove = async (email: UnassignedEmail) => {
    await deletion.mutateAsync(email.id);
    toast.success(t('unassignedEmail.deleted'));
  };
  const refocus = (pending: Pending | null) => {
    if (pending?.trigger.isConnected) pending.trigger.focus();
  };
  const act = (then: (email: UnassignedEmail) => void) => () => {
    if (menu) then(menu.email);
    setMenu(null);
  };

  const buttons = useLightButtons();
  // The texts asked once per table, not per row.
  const texts = useMemo(
    () => ({
      unread: ` · ${t('unassignedEmail.unread')}`,
      actions: t('unassignedEmail.columns.actions'),
      delete: t('intake.delete'),
    }),
    [t],
  );
  const column = (c: 'id' | 'title' | 'sender' | 'address' | 'reader' | 'received' | 'actions') => t(`unassignedEmail.columns.${c}`);
  const columns: LightColumn<UnassignedEmail>[] = [
    { id: 'id', header: column('id'), cell: (email) => email.id },
    {
      id: 'title',
      header: column('title'),
      cell: (email) => (
        <>
          <button type="button" className={rowStyles.title} onClick={() => setDialog({ kind: 'view', email })}>
            {email.title}
          </button>
          {!email.read && <span className={styles.muted}>{texts.unread}</span>}
          <MailMarkBadge mark={email.mail_mark} />
        </>
      ),
    },
    {
      id: 'sender',
      header: column('sender'),
      cell: (email) => (
        <>
          {email.sender} <SenderVerificationMark verdict={email.mail_auth} compact />
        </>
      ),
    },
    { id: 'address', header: column('address'), cell: (email) => email.address },
    { id: 'reader', header: column('reader'), cell: (email) => email.reader?.name ?? '—' },
    { id: 'received', header: column('received'), cell: (email) => formatDateTime(email.received_at) },
    {
      id: 'actions',
      header: column('actions'),
      cell: (email) => (
        <>
          <button
            type="button"
            className={buttons.subtleIcon}
            aria-label={texts.actions}
            aria-haspopup="menu"
            onClick={(event) => setMenu({ email, trigger: event.currentTarget })}
          >
            {MORE_ICON}
          </button>
          <button
            type="button"
            className={buttons.subtle}
            aria-haspopup="dialog"
            onClick={(event) => setDeleting({ email, trigger: event.currentTarget })}
          >
            {texts.delete}
          </button>
        </>
      ),
    },
  ];

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
          onChange={(filter) => change({ filter })}
        />
      }
      search={<ListSearch label={t('intake.search')} value={params.search} onChange={(search) => change({ search })} />}
      pagination={pagination}
      table={(rows) => (
        <LightTable
          rows={rows}
          columns={columns}
          rowKey={(email) => email.id}
          label={t('screens.unassignedEmail')}
          data-testid="unassigned-email-table"
          rowProps={rowProps}
          rowClassName={(email) => (email.read ? undefined : rowStyles.unread)}
        />
      )}
    >
      {menu && (
        <Menu
          open
          positioning={{ target: menu.trigger }}
          onOpenChange={(_, data) => {
            if (data.open) return;
            setMenu(null);
            refocus(menu);
          }}
        >
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={act((email) => setDialog({ kind: 'view', email }))}>{t('unassignedEmail.open')}</MenuItem>
              <MenuItem onClick={act((email) => void toggleRead(email))}>
                {menu.email.read ? t('unassignedEmail.markUnread') : t('unassignedEmail.markRead')}
              </MenuItem>
              <MenuItem onClick={act((email) => setDialog({ kind: 'ticket', email }))}>{t('unassignedEmail.toTicket')}</MenuItem>
              <MenuItem onClick={act((email) => setDialog({ kind: 'attach', email }))}>{t('unassignedEmail.attach')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('unassignedEmail.deleteTitle', { title: deleting.email.title })}
          body={t('unassignedEmail.deleteBody')}
          onConfirm={() => remove(deleting.email)}
          onOpenChange={(open) => {
            if (open) return;
            setDeleting(null);
            refocus(deleting);
          }}
        />
      )}
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
