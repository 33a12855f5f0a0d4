/**
 * The page of a create/edit form on a card: while the edited record loads, a spinner; when it cannot be loaded (or
 * the address names none), a warning with the way back; then the form — a failed save said above the fields, save
 * and cancel below (held while saving).
 */
import type { FormEvent, ReactNode } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ScreenFrame } from './screen-frame.tsx';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, boxSizing: 'border-box' },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

export interface EditFormCardProps {
  remote: string;
  /** The screens are `<name>-create` and `<name>-edit`; the warning of a missing record is `<name>-missing`. */
  name: string;
  title: string;
  /** The edited record's query; none when creating. */
  record?: { isPending: boolean; isError: boolean; isFetching: boolean } | undefined;
  /** The address names no record. */
  invalid?: boolean;
  texts: { editTitle: string; missing: string; back: string; loading: string; failed: string; submit: string; cancel: string };
  failed: boolean;
  busy: boolean;
  /** Nothing to save (e.g. a deleted record): the submit button stays off. */
  locked?: boolean;
  maxWidth: string;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  /** The fields, and any notes above them. */
  children: ReactNode;
  /** What the page shows below the form once the record is there (e.g. a rule's run log). */
  after?: ReactNode;
}

export function EditFormCard(props: EditFormCardProps) {
  const { remote, name, title, record, invalid, texts, failed, busy, locked, maxWidth, onSubmit, onBack, children, after } = props;
  const styles = useStyles();
  if (record && (record.isError || invalid)) {
    return (
      <ScreenFrame remote={remote} name={`${name}-edit`} title={texts.editTitle}>
        <MessageBar intent="warning" data-testid={`${name}-missing`}>
          <MessageBarBody>{texts.missing}</MessageBarBody>
        </MessageBar>
        <Button onClick={onBack}>{texts.back}</Button>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame remote={remote} name={record ? `${name}-edit` : `${name}-create`} title={title} busy={record?.isFetching}>
      {record?.isPending ? (
        <Spinner label={texts.loading} />
      ) : (
        <>
          <Card className={styles.card} style={{ maxWidth }}>
            <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
              {failed && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{texts.failed}</MessageBarBody>
                </MessageBar>
              )}
              {children}
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" disabled={busy || locked} icon={busy ? <Spinner size="tiny" /> : undefined}>
                  {texts.submit}
                </Button>
                <Button onClick={onBack} disabled={busy}>
                  {texts.cancel}
                </Button>
              </div>
            </form>
          </Card>
          {after}
        </>
      )}
    </ScreenFrame>
  );
}
