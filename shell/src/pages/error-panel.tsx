import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useTranslation } from 'react-i18next';
import { Notice } from '../app/notice.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '640px' },
});

export interface ErrorPanelProps {
  title: string;
  message: string;
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** The retry button's text (default: "Try again"). */
  retryLabel?: string;
  retrying?: boolean;
  testId?: string;
}

/** A failure the user can read and act on: what broke, and a retry that keeps them on the page. */
export function ErrorPanel({ title, message, detail, onRetry, retryLabel, retrying = false, testId }: ErrorPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} data-testid={testId} role="alert">
      <Notice intent="error" multiline immediate title={title}>
        {message}
      </Notice>
      {detail && <Caption1>{detail}</Caption1>}
      {onRetry && (
        <div>
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry} disabled={retrying}>
            {retryLabel ?? t('actions.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
