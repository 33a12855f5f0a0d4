/** Domains entered one by one: each is checked as it is added (no http/https, a valid host), then listed with remove. */
import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyDomains, errorMap, type CompanyFormValues, type CompanyInput } from '@helpdesk/shared/schemas';

const useStyles = makeStyles({
  add: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  item: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingLeft: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export function DomainsField({ control }: { control: Control<CompanyFormValues, unknown, CompanyInput> }) {
  const { t, i18n } = useTranslation('management');
  const styles = useStyles();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Controller
      control={control}
      name="domains"
      render={({ field, fieldState }) => {
        const domains = (field.value as string[] | undefined) ?? [];
        const add = () => {
          const domain = text.trim().toLowerCase();
          if (!domain) return;
          const checked = companyDomains.safeParse([domain], { error: errorMap(i18n.resolvedLanguage === 'en' ? 'en' : 'pl') });
          if (!checked.success) {
            setError(checked.error.issues[0]?.message);
            return;
          }
          setError(undefined);
          setText('');
          if (!domains.includes(domain)) field.onChange([...domains, domain]);
        };
        return (
          <div>
            <div className={styles.add}>
              <Field label={t('companies.fields.domain')} validationMessage={error ?? fieldState.error?.message}>
                <Input
                  name="domain"
                  value={text}
                  onChange={(_event, data) => setText(data.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                />
              </Field>
              <Button onClick={add}>{t('companies.addDomain')}</Button>
            </div>
            {domains.length ? (
              <ul className={styles.list} aria-label={t('companies.sections.domains')}>
                {domains.map((d) => (
                  <li key={d} className={styles.item} data-testid="domain">
                    {d}
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={<DismissRegular />}
                      aria-label={t('companies.removeDomain', { domain: d })}
                      onClick={() => field.onChange(domains.filter((x) => x !== d))}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <Text size={200}>{t('companies.noDomains')}</Text>
            )}
          </div>
        );
      }}
    />
  );
}
