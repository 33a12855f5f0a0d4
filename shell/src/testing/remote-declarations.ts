/**
 * For the shell's tests: the declarations of today's remotes, read from their sources (in a running shell they come
 * from the boot data or the manifests). The jest setup (declarations-setup.ts) gives them to the mount table.
 */
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { BUILT_IN_DECLARATIONS } from '../federation/built-in-declarations.ts';
import { clientMenu, staffMenu } from '../layout/menu.ts';

export const TODAYS_DECLARATIONS: RemoteDeclarations = BUILT_IN_DECLARATIONS;

/** The menus today's remotes give. */
export const STAFF_MENU = staffMenu(TODAYS_DECLARATIONS);
export const CLIENT_MENU = clientMenu(TODAYS_DECLARATIONS);
