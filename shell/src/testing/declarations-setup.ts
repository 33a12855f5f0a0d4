// Every shell test runs with today's remotes declared, as a page the server filled would.
import { setRemoteDeclarations } from '../routing/remote-mounts.ts';
import { TODAYS_DECLARATIONS } from './remote-declarations.ts';

setRemoteDeclarations(TODAYS_DECLARATIONS);
