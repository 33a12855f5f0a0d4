import { showStandaloneHelp } from '@helpdesk/shared/remote/standalone';

showStandaloneHelp('reports');
