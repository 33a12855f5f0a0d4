import { describeRemoteRoutes } from '@helpdesk/shared/testing';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import * as routesModule from './routes.tsx';

describeRemoteRoutes(routesModule, { remote: 'management', pl, en });
