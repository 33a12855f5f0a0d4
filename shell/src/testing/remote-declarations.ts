/**
 * For the shell's tests: the declarations of today's remotes, read from their sources (in a running shell they come
 * from the boot data or the manifests). The jest setup (declarations-setup.ts) gives them to the mount table.
 */
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { declaration as tickets } from '../../../remotes/tickets/src/declaration.ts';
import { declaration as management } from '../../../remotes/management/src/declaration.ts';
import { declaration as reports } from '../../../remotes/reports/src/declaration.ts';
import { declaration as finance } from '../../../remotes/finance/src/declaration.ts';
import { declaration as client } from '../../../remotes/client/src/declaration.ts';
import { clientMenu, staffMenu } from '../layout/menu.ts';

export const TODAYS_DECLARATIONS: RemoteDeclarations = { tickets, management, reports, finance, client };

/** The menus today's remotes give. */
export const STAFF_MENU = staffMenu(TODAYS_DECLARATIONS);
export const CLIENT_MENU = clientMenu(TODAYS_DECLARATIONS);
