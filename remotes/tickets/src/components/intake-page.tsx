/**
 * The create/edit form page of reminders and projects, on the kit's screen frame: while the edited item loads the
 * frame's skeleton, if it cannot be loaded the frame's error with a retry; then the fields, a server error that
 * belongs to no field, save and back. Also the row styles of the mail-like lists.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ScreenFrame, type FrameQuery } from '@helpdesk/shared/remote';

const useStyles = makeStyles({
  root: { maxWidth: '720px' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

/** Rows of the mail-like lists: unread ones bold, the title a button that opens the item. */
export const useIntakeRowStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightSemibold },
  title: {
    textAlign: 'left',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    padding: 0,
    color: tokens.colorBrandForeground1,
    font: 'inherit',
  },
});

export interface IntakeFormPageProps {
  title: string;
  /** Which screen this is (`data-screen`). */
  name: string;
  /** The edited item's query; none for a create form. */
  item?: FrameQuery | undefined;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  /** A server error that belongs to no field. */
  error?: string | undefined;
  back: { label: string; onClick: () => void };
  /** The fields. */
  children: ReactNode;
}

export function IntakeFormPage({ title, name, item, onSubmit, submitting, error, back, children }: IntakeFormPageProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  return (
    <ScreenFrame
      remote="tickets"
      name={name}
      title={title}
      className={styles.root}
      query={item}
      errorText={t('intake.notFound')}
      loadingRows={6}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {error && <Text role="alert">{error}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={submitting}>
            {t('intake.save')}
          </Button>
          <Button onClick={back.onClick}>{back.label}</Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
