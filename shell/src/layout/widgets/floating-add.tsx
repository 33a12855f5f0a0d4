import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared';

const useStyles = makeStyles({
  fab: {
    display: 'none',
    [`@media ${MOBILE_MEDIA_QUERY}`]: {
      display: 'inline-flex',
      position: 'fixed',
      right: tokens.spacingHorizontalL,
      bottom: tokens.spacingVerticalL,
      zIndex: 6,
      borderRadius: tokens.borderRadiusCircular,
      minWidth: '56px',
      height: '56px',
      boxShadow: tokens.shadow16,
    },
  },
});

/** The floating add-ticket button on mobile (spec §2). */
export function FloatingAdd({ to }: { to: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      className={styles.fab}
      appearance="primary"
      icon={<AddRegular />}
      aria-label={t('layout.addTicket')}
      onClick={() => navigate(to)}
    />
  );
}
