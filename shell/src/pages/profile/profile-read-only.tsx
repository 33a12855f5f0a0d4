/** Another agent's profile, for admins and managers: shown, not edited (agents are edited in the Agents module). */
import { Link as RouterLink } from 'react-router-dom';
import { Card, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Profile } from './profile-api.ts';
import { useProfileStyles } from './profile-styles.ts';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export function ProfileReadOnly({ profile, canManage }: { profile: Profile; canManage: boolean }) {
  const styles = useStyles();
  const card = useProfileStyles();
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('profile.firstname'), profile.firstname],
    [t('profile.lastname'), profile.lastname],
    [t('profile.email'), profile.email],
    [t('profile.smsPhone'), profile.direct_phone ?? '—'],
    [t('profile.clientPhone'), profile.phone ?? '—'],
    [t('profile.language'), t(`profile.languages.${profile.lang}`)],
    [t('profile.role'), profile.role],
  ];
  return (
    <Card className={card.card} aria-labelledby="profile-details-title">
      <Subtitle1 as="h2" id="profile-details-title">
        {t('profile.details')}
      </Subtitle1>
      <MessageBar intent="info">
        <MessageBarBody>{t('profile.readOnly')}</MessageBarBody>
      </MessageBar>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {canManage && <RouterLink to={paths.staff.agent.edit(profile.id)}>{t('profile.editInManagement')}</RouterLink>}
    </Card>
  );
}
