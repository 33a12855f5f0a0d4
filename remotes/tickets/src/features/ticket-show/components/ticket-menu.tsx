/** The ticket page's menu: merge into another ticket, split messages off (each opens its dialog). */
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { MergeDialog } from './merge-dialog.tsx';
import { SplitDialog } from './split-dialog.tsx';

export function TicketMenu({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'merge' | 'split' | null>(null);
  const openTicket = (target: TicketDetail) => navigate(paths.staff.ticketShow(target.id));
  const setOpen = (which: 'merge' | 'split') => (open: boolean) => setDialog(open ? which : null);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<MoreHorizontalRegular />} data-testid="ticket-menu">
            {t('show.mergeSplit.menu')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => setDialog('merge')}>{t('show.mergeSplit.merge')}</MenuItem>
            {/* Splitting needs a message to move and one to keep. */}
            <MenuItem disabled={ticket.messages.length < 2} onClick={() => setDialog('split')}>
              {t('show.mergeSplit.split')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <MergeDialog ticket={ticket} open={dialog === 'merge'} onOpenChange={setOpen('merge')} onMerged={openTicket} />
      <SplitDialog ticket={ticket} open={dialog === 'split'} onOpenChange={setOpen('split')} onSplit={openTicket} />
    </>
  );
}
