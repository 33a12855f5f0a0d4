/** /contract (VIPs): the company's contract balance this month, live. */
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { ContractBalanceCard } from '../../../components/contract-balance-card.tsx';

export function ContractBalanceScreen() {
  const { t } = useTranslation('client');
  return (
    <ScreenFrame remote="client" name="contract-balance" title={t('screens.contractBalance')}>
      <ContractBalanceCard />
    </ScreenFrame>
  );
}
