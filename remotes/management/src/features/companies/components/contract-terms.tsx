/** The company's contract terms in one line, on its page above this month's contract health. */
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@helpdesk/shared/format';
import type { CompanyDetail } from '@helpdesk/shared/resources';

export function ContractTerms({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('management');
  const open = t('companies.terms.open');
  const period =
    company.contract_start || company.contract_end
      ? t('companies.terms.period', {
          start: company.contract_start ? formatDate(company.contract_start) : '…',
          end: company.contract_end ? formatDate(company.contract_end) : '…',
        })
      : open;
  return (
    <Text size={200} data-testid="company-contract-terms">
      {t('companies.terms.summary', {
        period,
        renewal: t(`companies.terms.renewals.${company.contract_renewal}`),
        carry:
          company.carry_over_cap_hours === null
            ? t('companies.terms.noCarry')
            : t('companies.terms.carry', { hours: company.carry_over_cap_hours }),
        warning: company.alert_warning_percent,
        limit: company.alert_limit_percent,
      })}
    </Text>
  );
}
