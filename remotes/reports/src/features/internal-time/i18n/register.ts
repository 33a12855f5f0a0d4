/** Registered by the screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
import { addTranslations } from '@helpdesk/shared';
import { internalTimeEn } from './en.ts';
import { internalTimePl } from './pl.ts';

addTranslations('reports', { pl: internalTimePl, en: internalTimeEn });
