import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyChoicesQuery, type CompanyFilter as CompanyFilterValue, companyFilterAtom } from '@helpdesk/shared';
import { chooseCompany } from '../company-url.ts';

/** The chosen company's name ('all companies', or an ellipsis while the names load — never the bare id). */
export function useCompanyLabel(company: CompanyFilterValue): string {
  const { t } = useTranslation();
  const choices = useQuery(companyChoicesQuery);
  if (company === 'all') return t('layout.allCompanies');
  return choices.data?.find((c) => c.id === company)?.name ?? (choices.isPending ? '…' : String(company));
}

/**
 * The sidebar's company filter (default: all companies), shared with every remote through the store and kept in the
 * URL (`?company=`, company-url.ts).
 */
export function CompanyFilter() {
  const { t } = useTranslation();
  const company = useAtomValue(companyFilterAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const setCompany = (value: typeof company) => chooseCompany(value, navigate, location);
  const companies = useQuery(companyChoicesQuery).data ?? [];
  const selected = company === 'all' ? 'all' : String(company);
  const label = useCompanyLabel(company);
  return (
    <Field label={t('layout.companyFilter')} style={{ padding: '0 16px 8px' }}>
      <Dropdown
        value={label}
        selectedOptions={[selected]}
        onOptionSelect={(_, data) => setCompany(data.optionValue === 'all' || !data.optionValue ? 'all' : Number(data.optionValue))}
        data-testid="company-filter"
        // Fluent's clear button is always in the DOM and names itself in English.
        clearButton={{ 'aria-label': t('layout.clearCompany') }}
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
