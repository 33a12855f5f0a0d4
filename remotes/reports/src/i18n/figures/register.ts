/** Registered by the figure screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
import { addTranslations } from '@helpdesk/shared';
import { figuresEn } from './en.ts';
import { figuresPl } from './pl.ts';

addTranslations('reports', { pl: figuresPl, en: figuresEn });
