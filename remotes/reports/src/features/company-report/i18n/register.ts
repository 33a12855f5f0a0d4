/** Registered by the screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
import { addTranslations } from '@helpdesk/shared';
import '../../../i18n/figures/register.ts';
import { companyReportEn } from './en.ts';
import { companyReportPl } from './pl.ts';

addTranslations('reports', { pl: companyReportPl, en: companyReportEn });
