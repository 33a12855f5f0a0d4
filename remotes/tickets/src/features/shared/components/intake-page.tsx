/**
 * The frame of the intake screens (monitoring logs, unassigned e-mails, reminders, projects): a list page with its
 * heading and a toolbar (filters, then the screen's actions at the end) above the PagedList, and the create/edit form
 * page of reminders and projects. One frame keeps the four screens laid out alike; each screen keeps its own data.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  form: { maxWidth: '720px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

/** Rows of the mail-like lists: unread ones bold, the title a button that opens the item. */
export const useIntakeRowStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightSemibold },
  title: { textAlign: 'left', cursor: 'pointer', background: 'none', border: 'none', padding: 0, color: tokens.colorBrandForeground1, font: 'inherit' },
});

export interface IntakePageProps {
  title: string;
  filters: ReactNode;
  /** At the toolbar's end (add, read all…). */
  actions?: ReactNode;
  /** The list, and the screen's dialogs. */
  children: ReactNode;
}

export function IntakePage({ title, filters, actions, children }: IntakePageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <h1>{title}</h1>
      <div className={styles.toolbar}>
        {filters}
        {actions && (
          <>
            <span className={styles.spacer} />
            {actions}
          </>
        )}
      </div>
      {children}
    </section>
  );
}

export type IntakeFormState = 'loading' | 'missing' | 'ready';

/** A create form is ready at once; an edit form once its item has loaded. */
export const intakeFormState = (editing: boolean, item: { isLoading: boolean; isError: boolean }): IntakeFormState =>
  !editing ? 'ready' : item.isLoading ? 'loading' : item.isError ? 'missing' : 'ready';

export interface IntakeFormPageProps {
  title: string;
  /** An edited item still loading, or not found. */
  state?: IntakeFormState;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  /** A server error that belongs to no field. */
  error?: string | undefined;
  back: { label: string; onClick: () => void };
  /** The fields. */
  children: ReactNode;
}

export function IntakeFormPage({ title, state = 'ready', onSubmit, submitting, error, back, children }: IntakeFormPageProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  if (state === 'loading') return <Spinner label={t('intake.loading')} />;
  if (state === 'missing') return <Text role="alert">{t('intake.notFound')}</Text>;
  return (
    <section className={mergeClasses(styles.root, styles.form)}>
      <h1>{title}</h1>
      <form className={mergeClasses(styles.root, styles.form)} onSubmit={onSubmit} noValidate>
        {children}
        {error && <Text role="alert">{error}</Text>}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={submitting}>
            {t('intake.save')}
          </Button>
          <Button onClick={back.onClick}>{back.label}</Button>
        </div>
      </form>
    </section>
  );
}
