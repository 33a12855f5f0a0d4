import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { companyFilterAtom } from '@helpdesk/shared';
import { companyChoicesQuery } from '../api/layout-queries.ts';

/** The sidebar's company filter (default: all companies), shared with every remote through the store. */
export function CompanyFilter() {
  const { t } = useTranslation();
  const [company, setCompany] = useAtom(companyFilterAtom);
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const selected = company === 'all' ? 'all' : String(company);
  const label = company === 'all' ? t('layout.allCompanies') : (companies.find((c) => c.id === company)?.name ?? String(company));
  return (
    <Field label={t('layout.companyFilter')} style={{ padding: '0 16px 8px' }}>
      <Dropdown
        value={label}
        selectedOptions={[selected]}
        onOptionSelect={(_, data) => setCompany(data.optionValue === 'all' || !data.optionValue ? 'all' : Number(data.optionValue))}
        data-testid="company-filter"
        style={{ minWidth: 0, width: '100%' }}
      >
        <Option value="all">{t('layout.allCompanies')}</Option>
        {companies.map((c) => (
          <Option key={c.id} value={String(c.id)} text={c.name}>
            {`${c.tag} · ${c.name}`}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
