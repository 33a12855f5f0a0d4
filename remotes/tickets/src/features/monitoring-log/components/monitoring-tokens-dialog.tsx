/**
 * Monitoring tokens of the companies this agent manages: which have one (hint, issued date), issuing a new one
 * (replacing the current one asks first: it stops working at once), and revoking one after confirmation. Offered
 * from the monitoring log to the roles lib/token-access.ts names; the server checks each company again.
 */
import { useMemo, useState, type ReactElement } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, KeyMultipleRegular, KeyResetRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@helpdesk/shared/use-formats';
import { companyChoicesQuery, currentUserAtom, toast } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import type { CompanyChoice } from '@helpdesk/shared/resources';
import { CompanyTag } from '../../../components/company-tag.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import {
  monitoringTokensQuery,
  useIssueMonitoringToken,
  useRevokeMonitoringToken,
  type IssuedMonitoringToken,
  type MonitoringToken,
} from '../api/monitoring-tokens.ts';
import { mayManageMonitoringTokens } from '../lib/token-access.ts';
import { IssuedToken } from './issued-token.tsx';

const useStyles = makeStyles({
  surface: { width: '100%', maxWidth: 'min(880px, calc(100vw - 24px))' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2 },
  issue: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  companyField: { flex: '1 1 260px', minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  company: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flex: '1 1 200px', minWidth: 0 },
  hint: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
});

const companyLabel = (company: Pick<CompanyChoice, 'tag' | 'short_name'>) => `${company.tag} · ${company.short_name}`;

function useTokens() {
  const { t } = useTranslation('tickets');
  const companies = useQuery(companyChoicesQuery);
  const list = useQuery(monitoringTokensQuery());
  const [issued, setIssued] = useState<(IssuedMonitoringToken & { label: string }) | null>(null);
  const issue = useIssueMonitoringToken((data, company: CompanyChoice) => {
    setIssued({ ...data, label: companyLabel(company) });
    toast.success(t('monitoringLog.tokens.issued', { company: companyLabel(company) }));
  });
  const revoke = useRevokeMonitoringToken((token) => {
    setIssued((current) => (current?.company_id === token.company.id ? null : current));
    toast.success(t('monitoringLog.tokens.revoked', { company: companyLabel(token.company) }));
  });
  // The server lists every company's token; an agent sees and acts on the companies they are assigned to.
  const mine = useMemo(() => {
    const ids = new Set((companies.data ?? []).map((company) => company.id));
    return (list.data ?? []).filter((token) => ids.has(token.company.id));
  }, [companies.data, list.data]);
  return { companies, list, mine, issued, issue, revoke };
}

/** Issuing for a company that has a token replaces it: asked first. */
function IssueButton({
  company,
  current,
  busy,
  onIssue,
  label,
  icon,
  appearance,
}: {
  company: CompanyChoice | undefined;
  current: MonitoringToken | undefined;
  busy: boolean;
  onIssue: (company: CompanyChoice) => Promise<unknown>;
  label: string;
  icon?: ReactElement;
  appearance?: 'primary' | 'secondary' | 'subtle';
}) {
  const { t } = useTranslation('tickets');
  const button = (
    <Button
      appearance={appearance}
      icon={icon}
      disabled={!company || busy}
      onClick={current || !company ? undefined : () => void onIssue(company).catch(() => undefined)}
    >
      {label}
    </Button>
  );
  if (!company || !current) return button;
  const name = companyLabel(company);
  return (
    <ConfirmDialog
      title={t('monitoringLog.tokens.replaceTitle', { company: name })}
      body={t('monitoringLog.tokens.replaceBody', { hint: current.hint })}
      confirmLabel={t('monitoringLog.tokens.replaceConfirm')}
      onConfirm={() =>
        onIssue(company).then(
          () => undefined,
          () => undefined,
        )
      }
      trigger={button}
    />
  );
}

function TokensPanel() {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const formats = useFormats();
  const { companies, list, mine, issued, issue, revoke } = useTokens();
  const [chosen, setChosen] = useState('');
  const byCompany = new Map(mine.map((token) => [token.company.id, token]));
  const choices = formats.sortByText(companies.data ?? [], (choice) => choice.tag);
  const company = choices.find((choice) => String(choice.id) === chosen);
  const busy = issue.isPending || revoke.isPending;

  return (
    <div className={styles.content}>
      <Text className={styles.intro}>{t('monitoringLog.tokens.intro')}</Text>
      {issued && <IssuedToken key={`${issued.company_id}-${issued.created_at}`} issued={issued} company={issued.label} />}
      {companies.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('monitoringLog.tokens.companiesError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void companies.refetch()}>{t('monitoringLog.tokens.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <div className={styles.issue}>
          <Field className={styles.companyField} label={t('monitoringLog.tokens.company')}>
            <Select value={chosen} onChange={(_e, data) => setChosen(data.value)} disabled={companies.isLoading}>
              <option value="">{t('monitoringLog.tokens.chooseCompany')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {companyLabel(choice)}
                  {byCompany.has(choice.id) ? ` (${t('monitoringLog.tokens.hint', { hint: byCompany.get(choice.id)!.hint })})` : ''}
                </option>
              ))}
            </Select>
          </Field>
          <IssueButton
            company={company}
            current={company ? byCompany.get(company.id) : undefined}
            busy={busy}
            onIssue={(target) => issue.mutateAsync(target)}
            label={t('monitoringLog.tokens.issue')}
            icon={<KeyMultipleRegular />}
            appearance="primary"
          />
        </div>
      )}
      {list.isLoading || companies.isLoading ? (
        <Spinner size="small" label={t('intake.loading')} />
      ) : list.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('monitoringLog.tokens.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.refetch()}>{t('monitoringLog.tokens.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : mine.length === 0 ? (
        <Text className={styles.muted}>{t('monitoringLog.tokens.none')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('monitoringLog.tokens.title')} data-testid="monitoring-tokens">
          {mine.map((token) => {
            const name = companyLabel(token.company);
            const choice = choices.find((c) => c.id === token.company.id);
            return (
              <li key={token.company.id} className={styles.row} data-company={token.company.tag}>
                <span className={styles.company}>
                  <CompanyTag tag={token.company.tag} name={token.company.short_name} />
                  <Text truncate wrap={false}>
                    {token.company.short_name}
                  </Text>
                </span>
                <Text className={styles.hint} aria-label={`${t('monitoringLog.tokens.columns.token')}: …${token.hint}`}>
                  {t('monitoringLog.tokens.hint', { hint: token.hint })}
                </Text>
                <Text className={styles.muted}>
                  {t('monitoringLog.tokens.columns.created')}: {formatDateTime(token.created_at)}
                </Text>
                <span className={styles.actions}>
                  <IssueButton
                    company={choice}
                    current={token}
                    busy={busy}
                    onIssue={(target) => issue.mutateAsync(target)}
                    label={t('monitoringLog.tokens.reissue', { company: token.company.tag })}
                    icon={<KeyResetRegular />}
                    appearance="subtle"
                  />
                  <ConfirmDialog
                    title={t('monitoringLog.tokens.revokeTitle', { company: name })}
                    body={t('monitoringLog.tokens.revokeBody')}
                    confirmLabel={t('monitoringLog.tokens.revokeConfirm')}
                    onConfirm={() =>
                      revoke.mutateAsync(token).then(
                        () => undefined,
                        () => undefined,
                      )
                    }
                    trigger={
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        disabled={busy}
                        aria-label={t('monitoringLog.tokens.revoke', { company: name })}
                      >
                        {t('monitoringLog.tokens.revokeConfirm')}
                      </Button>
                    }
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The monitoring log's "Tokens and integration" button and its dialog; nothing for roles that may not. */
export function MonitoringTokensButton() {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const me = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState(false);
  if (!mayManageMonitoringTokens(me)) return null;
  return (
    <Dialog open={open} onOpenChange={(_e, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<KeyMultipleRegular />}>{t('monitoringLog.tokens.open')}</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('monitoringLog.tokens.title')}</DialogTitle>
          {/* Mounted only while open: a token issued is gone once the dialog closes (it is shown once). */}
          <DialogContent>{open && <TokensPanel />}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('monitoringLog.tokens.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
