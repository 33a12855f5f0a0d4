/** The dry run: which open tickets the form's conditions match now — how many, and the first ones as links. */
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@helpdesk/shared';
import { automationDryRunSchema } from '@helpdesk/shared/schemas';
import { useDryRun } from '../api/automations-api.ts';
import type { AutomationForm, AutomationFormOutput } from '../lib/automation-form-schema.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function DryRunPanel({ form, busy }: { form: UseFormReturn<AutomationForm, unknown, AutomationFormOutput>; busy: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('management');
  const dryRun = useDryRun();
  const run = async () => {
    // The conditions' own fields are checked first: their messages appear under them, as on save.
    if (!(await form.trigger('conditions'))) return;
    const parsed = automationDryRunSchema.safeParse({ conditions: form.getValues('conditions') });
    if (parsed.success) dryRun.mutate(parsed.data.conditions);
  };
  const result = dryRun.data;
  return (
    <section className={styles.root} aria-live="polite" data-testid="automation-dry-run">
      <div className={styles.bar}>
        <Button icon={<PlayRegular />} disabled={busy || dryRun.isPending} onClick={() => void run()}>
          {dryRun.isPending ? t('automations.dryRunBusy') : t('automations.dryRun')}
        </Button>
        <Text className={styles.hint}>{t('automations.dryRunHint')}</Text>
        {dryRun.isPending && <Spinner size="tiny" />}
      </div>
      {dryRun.isError && (
        <Text role="alert" className={styles.error}>
          {t('automations.dryRunFailed')}
        </Text>
      )}
      {result && !dryRun.isPending && (
        <>
          <Text weight="semibold" data-testid="automation-dry-run-count">
            {result.count ? t('automations.dryRunResult', { count: result.count }) : t('automations.dryRunNone')}
          </Text>
          {result.tickets.length > 0 && (
            <ul className={styles.list}>
              {result.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <Link to={paths.staff.ticketShow(ticket.id)}>{ticket.fullid}</Link> {ticket.subject} · {ticket.company}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
