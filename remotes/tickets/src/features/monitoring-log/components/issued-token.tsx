/**
 * A token just issued: shown this once, with a copy button, and the calls from server/API.md with it filled in
 * (an alert as JSON, the generic webhook with JSON, and the webhook for senders that can only call a URL).
 */
import { useEffect, useRef } from 'react';
import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@helpdesk/shared';
import type { IssuedMonitoringToken } from '../api/monitoring-tokens.ts';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalM },
  tokenRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  tokenField: { flex: '1 1 280px', minWidth: 0 },
  token: { fontFamily: tokens.fontFamilyMonospace },
  example: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  exampleHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    overflowX: 'auto',
    whiteSpace: 'pre',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** The example calls of server/API.md with this server's address and the new token. */
export function tokenExamples(origin: string, token: string) {
  return {
    json: [
      `curl -X POST '${origin}/api/monitoring/alerts' \\`,
      `     -H 'Authorization: Bearer ${token}' -H 'Content-Type: application/json' \\`,
      `     -d '{"check": "srv-acme-01/disk-c", "status": "problem", "title": "Dysk C: zajęte 95%", "message": "Wolne 2 GB", "host": "srv-acme-01", "severity": "critical", "sender": "Zabbix"}'`,
    ].join('\n'),
    webhook: [
      `curl -X POST '${origin}/api/monitoring/webhook' \\`,
      `     -H 'Authorization: Bearer ${token}' -H 'Content-Type: application/json' \\`,
      `     -d '{"host": "srv-acme-01", "trigger_name": "Disk C: 95% used", "event_value": "1", "severity": "High", "message": "2 GB free"}'`,
      '',
      `curl -X POST '${origin}/api/monitoring/webhook?token=${token}&host=nas-01&sensor=Ping&status=Down&message=timeout'`,
    ].join('\n'),
  };
}

/** Copies to the clipboard; where the browser refuses (no clipboard outside HTTPS), selects the text instead. */
function useCopy() {
  const { t } = useTranslation('tickets');
  return async (text: string, select?: () => void) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('monitoringLog.tokens.copied'));
    } catch {
      select?.();
      toast.warning(t('monitoringLog.tokens.copyFailed'));
    }
  };
}

function Example({ id, title, code }: { id: string; title: string; code: string }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const copy = useCopy();
  const block = useRef<HTMLPreElement>(null);
  const select = () => {
    const selection = window.getSelection();
    if (!selection || !block.current) return;
    selection.selectAllChildren(block.current);
  };
  return (
    <div className={styles.example}>
      <div className={styles.exampleHead}>
        <Text id={id} weight="semibold">
          {title}
        </Text>
        <Button
          size="small"
          icon={<CopyRegular />}
          aria-label={t('monitoringLog.tokens.copyExample', { name: title })}
          onClick={() => void copy(code, select)}
        >
          {t('monitoringLog.tokens.copy')}
        </Button>
      </div>
      {/* Focusable so the keyboard can scroll a long line. */}
      <pre ref={block} className={styles.code} aria-labelledby={id} tabIndex={0} data-testid={`${id}-code`}>
        {code}
      </pre>
    </div>
  );
}

export function IssuedToken({ issued, company }: { issued: IssuedMonitoringToken; company: string }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const copy = useCopy();
  const field = useRef<HTMLInputElement>(null);
  const examples = tokenExamples(window.location.origin, issued.token);
  // The keyboard (and a screen reader) lands on the new token, selected for copying.
  useEffect(() => field.current?.focus(), []);
  return (
    <Card className={styles.card} data-testid="issued-token">
      <Subtitle2 as="h3">{t('monitoringLog.tokens.newToken', { company })}</Subtitle2>
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>{t('monitoringLog.tokens.issued', { company })}</MessageBarTitle>
          {t('monitoringLog.tokens.shownOnce')}
        </MessageBarBody>
      </MessageBar>
      <div className={styles.tokenRow}>
        <Field className={styles.tokenField} label={t('monitoringLog.tokens.tokenLabel')}>
          <Input ref={field} className={styles.token} readOnly value={issued.token} onFocus={(event) => event.target.select()} />
        </Field>
        <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copy(issued.token, () => field.current?.select())}>
          {t('monitoringLog.tokens.copyToken')}
        </Button>
      </div>
      <Subtitle2 as="h4">{t('monitoringLog.tokens.examples')}</Subtitle2>
      <Example id="token-example-json" title={t('monitoringLog.tokens.exampleJson')} code={examples.json} />
      <Example id="token-example-webhook" title={t('monitoringLog.tokens.exampleWebhook')} code={examples.webhook} />
    </Card>
  );
}
