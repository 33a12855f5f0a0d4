/** Registered by the CMDB screens themselves: the texts load with the screens' chunk, not with the remote's first route. */
import { addTranslations } from '@helpdesk/shared';
import { devicesEn } from './en.ts';
import { devicesPl } from './pl.ts';

addTranslations('management', { pl: { devices: devicesPl }, en: { devices: devicesEn } });
