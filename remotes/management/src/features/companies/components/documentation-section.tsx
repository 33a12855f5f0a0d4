/** The company's IT documentation: the stored PDF to download, and the upload that adds or replaces it. */
import { useRef } from 'react';
import { Button, Field, Link as FluentLink, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorMessage, toast, validationErrors } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { COMPANY_DOCUMENTATION_MAX_MB, companyDocumentationFileSchema, errorMap } from '@helpdesk/shared/schemas';
import { documentationUrl, useDeleteDocumentation, useUploadDocumentation } from '../api/companies.ts';
import { Section } from './company-form-fields.tsx';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function DocumentationSection({
  companyId,
  documentation,
}: {
  companyId: number;
  documentation: { filename: string; size: number } | null;
}) {
  const { t, i18n } = useTranslation('management');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocumentation(companyId);
  const removal = useDeleteDocumentation(companyId);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const checked = companyDocumentationFileSchema.safeParse(file, { error: errorMap(i18n.resolvedLanguage === 'en' ? 'en' : 'pl') });
    if (!checked.success) {
      toast.error(checked.error.issues.map((issue) => issue.message).join(' '));
      if (input.current) input.current.value = '';
      return;
    }
    try {
      toast.success((await upload.mutateAsync(file)).message);
    } catch (error) {
      toast.error(validationErrors(error)?.file?.join(' ') ?? errorMessage(error) ?? t('apiErrors.server', { ns: 'shared' }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Section title={t('companies.sections.documentation')} testId="documentation">
      {documentation ? (
        <FluentLink href={documentationUrl(companyId)} download={documentation.filename}>
          {t('companies.documentation.download', { filename: documentation.filename })}
        </FluentLink>
      ) : (
        <Text size={200}>{t('companies.documentation.none')}</Text>
      )}
      <Field hint={t('companies.documentation.hint', { max: COMPANY_DOCUMENTATION_MAX_MB })}>
        <div className={styles.buttons}>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept="application/pdf,.pdf"
            name="documentation"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <Button disabled={upload.isPending} onClick={() => input.current?.click()}>
            {documentation ? t('companies.documentation.replace') : t('companies.documentation.upload')}
          </Button>
          {documentation && (
            <ConfirmDialog
              trigger={<Button disabled={removal.isPending}>{t('companies.documentation.remove')}</Button>}
              title={t('companies.documentation.removeTitle', { filename: documentation.filename })}
              onConfirm={async () => toast.success((await removal.mutateAsync()).message)}
            />
          )}
        </div>
      </Field>
    </Section>
  );
}
