import {
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@helpdesk/shared';
import type { TwoFactorDelivery } from '@helpdesk/shared/resources';

const useStyles = makeStyles({
  line: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface CodeDeliveryNoticeProps {
  delivery: TwoFactorDelivery | undefined;
  /** The status could not be read (the code may still have gone). */
  error: unknown;
  resending: boolean;
  onResend: () => void;
}

/**
 * Where the sign-in code went and whether it went: a polite live line while it waits and once sent; an alert with
 * the reason and a "Send again" button when it will not arrive.
 */
export function CodeDeliveryNotice({ delivery, error, resending, onResend }: CodeDeliveryNoticeProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const by = delivery?.channel === 'mail' ? 'Mail' : 'Sms';

  if (delivery?.status === 'failed') {
    return (
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{t(`auth.codeFailed${by}`, { destination: delivery.destination })}</MessageBarTitle>
          {delivery.reason && <div>{delivery.reason}</div>}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" size="small" onClick={onResend} disabled={resending}>
            {resending ? <Spinner size="extra-tiny" aria-label={t('auth.resending')} /> : t('auth.sendAgain')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }

  // One live region for the waiting, sent and unknown lines, so each change is announced.
  return (
    <div role="status" aria-live="polite" className={styles.line}>
      {!delivery && !error && <Spinner size="extra-tiny" label={t('auth.codeChecking')} />}
      {!delivery && error !== null && error !== undefined && (
        <Caption1 className={styles.muted}>{errorMessage(error) ?? t('auth.codeUnknown')}</Caption1>
      )}
      {delivery?.status === 'waiting' && (
        <Spinner size="extra-tiny" label={t(`auth.codeWaiting${by}`, { destination: delivery.destination })} />
      )}
      {delivery?.status === 'sent' && <span>{t(`auth.codeSent${by}`, { destination: delivery.destination })}</span>}
    </div>
  );
}
