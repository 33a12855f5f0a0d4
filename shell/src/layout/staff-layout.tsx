import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Frame } from './frame.tsx';
import { STAFF_MENU } from './menu.ts';

export default function StaffLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Frame
      area="staff"
      menu={STAFF_MENU}
      actions={
        <Button icon={<AddRegular />} onClick={() => navigate('/admin/ticket/create')}>
          {t('layout.addTicket')}
        </Button>
      }
    />
  );
}
