/**
 * Admin-only sign-in controls on the agents screens: a switch requiring a factor stronger than SMS of admins and
 * managers (list), and a reset of one agent's factors for a lost phone (edit page). The server refuses both to others.
 */
import { Button, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { can, currentUserAtom, toast } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { resetSignInFactors, useSaveSignInPolicy, useSignInPolicy } from '../api/sign-in-factors.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

export function SignInPolicySwitch() {
  const { t } = useTranslation('management');
  const allowed = can(useAtomValue(currentUserAtom), 'sign-in-factors.manage');
  const policy = useSignInPolicy(allowed);
  const save = useSaveSignInPolicy();
  if (!allowed || !policy.data) return null;
  return (
    <Switch
      label={t('agents.signIn.requireStrong')}
      checked={policy.data.strong_factor_required}
      disabled={save.isPending}
      onChange={(_, data) =>
        void save.mutateAsync({ strong_factor_required: data.checked }).then(
          () => toast.success(t('agents.signIn.policySaved')),
          () => undefined,
        )
      }
    />
  );
}

export function ResetSignInFactors({ agentId, name }: { agentId: number; name: string }) {
  const { t } = useTranslation('management');
  const styles = useStyles();
  if (!can(useAtomValue(currentUserAtom), 'sign-in-factors.manage')) return null;
  return (
    <section className={styles.section} aria-labelledby="agent-sign-in-title">
      <Text as="h2" weight="semibold" id="agent-sign-in-title">
        {t('agents.signIn.title')}
      </Text>
      <Text>{t('agents.signIn.resetHint')}</Text>
      <ConfirmDialog
        trigger={<Button>{t('agents.signIn.reset')}</Button>}
        title={t('agents.signIn.resetTitle', { name })}
        body={t('agents.signIn.resetBody')}
        confirmLabel={t('agents.signIn.reset')}
        onConfirm={async () => {
          await resetSignInFactors(agentId);
          toast.success(t('agents.signIn.resetDone'));
        }}
      />
    </section>
  );
}
