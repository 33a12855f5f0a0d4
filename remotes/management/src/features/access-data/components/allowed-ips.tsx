/**
 * The allowed IPs: what the list enforces (as the login check does it), the rules, and — for admins — adding and
 * removing. A change the server says would lock the admin out is asked again with the server's explanation.
 */
import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentChoicesQuery, errorMessage, errorStatus, toast, validationErrors } from '@helpdesk/shared';
import { formatDateTime } from '@helpdesk/shared/format';
import { frameState, TableScroll } from '@helpdesk/shared/remote';
import type { AllowedIp } from '@helpdesk/shared/resources';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { allowedIpsQuery, useAllowedIpChanges } from '../api/access-data.ts';
import { LockoutDialog } from './lockout-dialog.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
});

export function AllowedIps({ canManage, seesAll }: { canManage: boolean; seesAll: boolean }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  const list = useQuery(allowedIpsQuery());
  const agents = useQuery({ ...agentChoicesQuery, enabled: canManage }).data ?? [];
  const { add, remove } = useAllowedIpChanges();
  const [address, setAddress] = useState('');
  const [userId, setUserId] = useState('');
  const [permanent, setPermanent] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [lockout, setLockout] = useState<{ message: string; retry: () => Promise<void> } | null>(null);

  /** Runs a change; a 409 lock-out opens the dialog that repeats it confirmed. */
  const attempt = async (run: (confirmed: boolean) => Promise<{ message: string }>, confirmed = false): Promise<boolean> => {
    try {
      toast.success((await run(confirmed)).message);
      return true;
    } catch (error) {
      const invalid = validationErrors(error);
      if (invalid) setErrors(invalid);
      else if (errorStatus(error) === 409)
        setLockout({ message: errorMessage(error) ?? '', retry: async () => void (await attempt(run, true)) });
      else toast.error(errorMessage(error) ?? t('accessData.saveFailed'));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = { address: address.trim(), permanent, user_id: userId ? Number(userId) : null };
    // Cleared when the address is stored, also after a confirmed retry.
    await attempt(async (confirmed) => {
      const answer = await add.mutateAsync({ body, confirmed });
      setAddress('');
      return answer;
    });
  };

  const removeRule = (rule: AllowedIp) => attempt((confirmed) => remove.mutateAsync({ id: rule.id, confirmed }));
  const rules = list.data?.data ?? [];
  const state = frameState({ query: list, errorText: t('accessData.rulesFailed'), loadingRows: 3 });

  return (
    <section className={styles.section} aria-labelledby="allowed-ips-title">
      <h2 id="allowed-ips-title">{t('accessData.allowedTitle')}</h2>
      <h3>{t('accessData.rulesTitle')}</h3>
      <ul className={styles.rules} data-testid="allow-list-rules">
        {(t('accessData.rules', { returnObjects: true }) as string[]).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {!seesAll && <p>{t('accessData.ownOnly')}</p>}
      {list.data && (
        <div data-testid="current-ip">
          {t('accessData.currentIp', { ip: list.data.current_ip })} —{' '}
          <Badge appearance="tint" color={list.data.current_ip_admitted ? 'success' : 'danger'}>
            {list.data.current_ip_admitted ? t('accessData.admitted') : t('accessData.notAdmitted')}
          </Badge>
        </div>
      )}
      {canManage && (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('accessData.add')}>
          <Field label={t('accessData.address')} hint={t('accessData.addressHint')} validationMessage={errors.address?.[0]} required>
            <Input value={address} onChange={(_, d) => setAddress(d.value)} />
          </Field>
          <Field label={t('accessData.appliesTo')} validationMessage={errors.user_id?.[0]}>
            <Select value={userId} onChange={(_, d) => setUserId(d.value)}>
              <option value="">{t('accessData.everyone')}</option>
              {agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox label={t('accessData.permanent')} checked={permanent} onChange={(_, d) => setPermanent(d.checked === true)} />
          <Button type="submit" appearance="primary" disabled={add.isPending}>
            {t('accessData.add')}
          </Button>
        </form>
      )}
      {state ??
        (rules.length === 0 ? (
          <p data-testid="no-rules">{t('accessData.noRules')}</p>
        ) : (
          <TableScroll>
            <Table aria-label={t('accessData.allowedTitle')} data-testid="allowed-ip-table">
              <TableHeader>
                <TableRow>
                  {(['address', 'user', 'permanent', 'created', 'addedBy', ...(canManage ? (['actions'] as const) : [])] as const).map(
                    (c) => (
                      <TableHeaderCell key={c}>{t(`accessData.columns.${c}`)}</TableHeaderCell>
                    ),
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rules.map((rule) => (
                  <TableRow key={rule.id} data-testid="allowed-ip-row">
                    <TableCell>{rule.address}</TableCell>
                    <TableCell>{rule.user?.name ?? t('accessData.everyone')}</TableCell>
                    <TableCell>{rule.permanent ? t('accessData.yes') : t('accessData.no')}</TableCell>
                    <TableCell>{formatDateTime(rule.created_at)}</TableCell>
                    <TableCell>{rule.added_by?.name ?? t('accessData.unknown')}</TableCell>
                    {canManage && (
                      <TableCell>
                        <ConfirmDialog
                          trigger={
                            <Button
                              aria-label={t('accessData.removeOne', {
                                address: rule.address,
                                user: rule.user?.name ?? t('accessData.everyone'),
                              })}
                            >
                              {t('accessData.remove')}
                            </Button>
                          }
                          title={t('accessData.removeTitle', { address: rule.address })}
                          body={rule.matches_current_ip ? t('accessData.removeOwnBody') : t('accessData.removeBody')}
                          confirmLabel={t('accessData.remove')}
                          onConfirm={() => void removeRule(rule)}
                        />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        ))}
      <LockoutDialog
        message={lockout?.message ?? null}
        onCancel={() => setLockout(null)}
        onConfirm={() => {
          const retry = lockout?.retry;
          setLockout(null);
          void retry?.();
        }}
      />
    </section>
  );
}
