/**
 * The shared pieces' texts travel with them. `/ui` is bundled into each app, and the 'shared' namespace the shell
 * set up is the shell's version: a remote built with newer pieces adds the keys they need that the running shell's
 * texts lack (never changing a text the shell already has).
 */
import { addTranslations } from '@helpdesk/shared';
import { sharedEn, sharedPl } from '../i18n/shared-translations.ts';

addTranslations('shared', { pl: sharedPl, en: sharedEn }, { overwrite: false });
