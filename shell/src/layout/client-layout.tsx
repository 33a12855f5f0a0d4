import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Frame } from './frame.tsx';
import { CLIENT_MENU } from './menu.ts';

export default function ClientLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Frame
      area="client"
      menu={CLIENT_MENU}
      actions={
        <Button icon={<AddRegular />} onClick={() => navigate('/ticket/create')}>
          {t('layout.addTicket')}
        </Button>
      }
    />
  );
}
