/** Registered by the screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
import { addTranslations } from '@helpdesk/shared';
import { timeAcceptEn } from './en.ts';
import { timeAcceptPl } from './pl.ts';

addTranslations('reports', { pl: timeAcceptPl, en: timeAcceptEn });
