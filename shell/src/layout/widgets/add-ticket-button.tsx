import { Button, makeStyles } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '@helpdesk/shared';

const useStyles = makeStyles({ button: { [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' } } });

/** The top bar's add-ticket button (on mobile the floating button takes over). */
export function AddTicketButton({ to }: { to: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button className={styles.button} icon={<AddRegular />} onClick={() => navigate(to)}>
      {t('layout.addTicket')}
    </Button>
  );
}
