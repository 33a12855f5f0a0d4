/** `/admin/access-data`: the allowed IPs (admins change them) and the login log (admins and managers: everyone's). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { addTranslations, can, currentUserAtom } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { AllowedIps } from './allowed-ips.tsx';
import { LoginLog } from './login-log.tsx';
import { accessDataEn } from '../i18n/en.ts';
import { accessDataPl } from '../i18n/pl.ts';

// The texts come with the screen's chunk, not with the remote's first route.
addTranslations('management', { pl: { accessData: accessDataPl }, en: { accessData: accessDataEn } });

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXL, minWidth: 0 } });

export function AccessDataScreen() {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const user = useAtomValue(currentUserAtom);
  const seesAll = can(user, 'access-data.see-all');
  return (
    <ScreenFrame remote="management" name="access-data" title={t('screens.accessData')}>
      <div className={styles.body}>
        <AllowedIps canManage={can(user, 'access-data.manage')} seesAll={seesAll} />
        <LoginLog seesAll={seesAll} />
      </div>
    </ScreenFrame>
  );
}
