/**
 * The last fallback (a lazy chunk, loaded only when needed): the remotes' declarations as they were when this shell
 * was built. Used for a remote whose build declares nothing — one built before declarations existed (issue 38
 * item 7), which a deployment may still run — so its paths and menu entries stay where they were. A build that
 * declares itself always wins over this copy.
 */
import type { RemoteDeclarations } from '@helpdesk/shared/remote-declaration';
import { declaration as tickets } from '../../../remotes/tickets/src/declaration.ts';
import { declaration as management } from '../../../remotes/management/src/declaration.ts';
import { declaration as reports } from '../../../remotes/reports/src/declaration.ts';
import { declaration as finance } from '../../../remotes/finance/src/declaration.ts';
import { declaration as client } from '../../../remotes/client/src/declaration.ts';

export const BUILT_IN_DECLARATIONS: RemoteDeclarations = { tickets, management, reports, finance, client };
