/** Registered by the screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
import { addTranslations } from '@helpdesk/shared';
import '../../../i18n/figures/register.ts';
import { agentStatsEn } from './en.ts';
import { agentStatsPl } from './pl.ts';

addTranslations('reports', { pl: agentStatsPl, en: agentStatsEn });
