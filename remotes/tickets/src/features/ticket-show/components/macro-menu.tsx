/**
 * "Macros" on the ticket page: the active macros, each applied to this ticket at the version on screen. The page then
 * shows the ticket the server answers with; a ticket changed meanwhile goes to the conflict bar (the current version
 * is on screen, the agent applies the macro again or leaves it).
 */
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Spinner } from '@fluentui/react-components';
import { FlashRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { activeMacrosQuery, applyMacro } from '../../../api/macros.ts';
import { useTicketMutation } from '../api/ticket-actions.ts';
import { useConflict } from '../hooks/conflict-context.tsx';

interface MacroRequest {
  macroId: number;
  name: string;
  version: number;
}

export function MacroMenu({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const { report } = useConflict();
  const [open, setOpen] = useState(false);
  // Loaded when the menu first opens: most visits of a ticket apply no macro.
  const macros = useQuery({ ...activeMacrosQuery, enabled: open });
  const apply = useTicketMutation(ticket.id, (request: MacroRequest) => applyMacro(ticket.id, request.macroId, request.version), {
    returnsDetail: true,
    onConflict: (conflict, request) =>
      report({
        message: conflict.message,
        change: t('show.macros.change', { name: request.name }),
        reapply: (version) => apply.mutate({ ...request, version }),
      }),
  });
  return (
    <Menu open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={apply.isPending ? <Spinner size="tiny" /> : <FlashRegular />} disabled={apply.isPending} data-testid="macro-menu">
          {t('show.macros.action')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {macros.isPending && <MenuItem disabled>{t('show.macros.loading')}</MenuItem>}
          {macros.isError && <MenuItem disabled>{t('show.macros.failed')}</MenuItem>}
          {macros.data?.length === 0 && <MenuItem disabled>{t('show.macros.none')}</MenuItem>}
          {macros.data?.map((macro) => (
            <MenuItem key={macro.id} onClick={() => apply.mutate({ macroId: macro.id, name: macro.name, version: ticket.version })}>
              {macro.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
