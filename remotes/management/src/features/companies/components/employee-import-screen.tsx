/** `/admin/client/import?company=`: the employee import of a company the agent picks (the company edit screen mounts the same panel). */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Field, MessageBar, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { companyChoicesQuery } from '@helpdesk/shared';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { EmployeeImport } from './employee-import.tsx';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '1200px' } });

export function EmployeeImportScreen() {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const [search, setSearch] = useSearchParams();
  const companies = useQuery(companyChoicesQuery);
  const picked = Number(search.get('company'));
  const companyId = Number.isInteger(picked) && picked > 0 ? picked : null;
  return (
    <ScreenFrame remote="management" name="client-import" title={t('screens.clientImport')} query={companies}>
      <div className={styles.body}>
        <Field label={t('employeeImport.company')} required>
          <Select
            value={companyId ? String(companyId) : ''}
            onChange={(_, d) =>
              setSearch((current) => {
                const next = new URLSearchParams(current);
                if (d.value) next.set('company', d.value);
                else next.delete('company');
                return next;
              })
            }
          >
            <option value="">{t('employeeImport.pickCompany')}</option>
            {(companies.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.tag} — {c.name}
              </option>
            ))}
          </Select>
        </Field>
        {companyId ? (
          <EmployeeImport companyId={companyId} />
        ) : (
          <MessageBar intent="info">
            <MessageBarBody>{t('employeeImport.chooseCompany')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </ScreenFrame>
  );
}
