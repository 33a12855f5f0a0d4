import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons/svg/building';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { companyFilterAtom } from '@helpdesk/shared';
import { CompanyFilter, useCompanyLabel } from './company-filter.tsx';
import { MailAlert } from './mail-alert.tsx';

/**
 * The company filter of the collapsed sidebar (70 px): an icon button named after the chosen company that opens the
 * same picker, with the mail alert, in a popover — the filter stays one click away in every layout mode.
 */
export function CollapsedCompanyFilter() {
  const { t } = useTranslation();
  const company = useAtomValue(companyFilterAtom);
  const chosen = useCompanyLabel(company);
  const name = t('layout.companyFilterCollapsed', { company: chosen });
  return (
    <Popover positioning="after-top" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance={company === 'all' ? 'subtle' : 'primary'}
          icon={<BuildingRegular />}
          aria-label={name}
          title={name}
          data-testid="company-filter-collapsed"
          style={{ display: 'flex', margin: '0 auto 8px' }}
        />
      </PopoverTrigger>
      <PopoverSurface style={{ width: 280, padding: '12px 0 4px' }}>
        <CompanyFilter />
        <MailAlert />
      </PopoverSurface>
    </Popover>
  );
}
