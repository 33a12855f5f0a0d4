/**
 * "Merge into…": the agent types a fullid or words of a subject, picks one of the company's open tickets (keyboard:
 * arrows and Enter in the list), confirms, and lands on the target — where everything of this ticket now is.
 */
import { useEffect, useId, useState } from 'react';
import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@helpdesk/shared/ui';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { mergeTicket, refusalOf, useMergeSplit, useMergeTargets } from '../api/merge-split.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  combobox: { width: '100%', minWidth: 0 },
  subject: { color: tokens.colorNeutralForeground2 },
});

export interface MergeDialogProps {
  ticket: TicketDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the agent goes after the merge: the target's page. */
  onMerged: (target: TicketDetail) => void;
}

export function MergeDialog({ ticket, open, onOpenChange, onMerged }: MergeDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const hintId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: number; fullid: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (open) return;
    setText('');
    setSearch('');
    setChosen(null);
  }, [open]);
  const targets = useMergeTargets(ticket, search, open);
  const merge = useMergeSplit(
    ticket.id,
    (targetId: number) => mergeTicket(ticket.id, targetId),
    (target) => {
      onOpenChange(false);
      onMerged(target);
    },
  );
  const refusal = merge.isError ? (refusalOf(merge.error) ?? t('show.mergeSplit.failed')) : undefined;

  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('show.mergeSplit.mergeTitle', { fullid: ticket.fullid })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id={hintId}>{t('show.mergeSplit.mergeHint', { company: ticket.company.short_name })}</Text>
            <Field
              label={t('show.mergeSplit.target')}
              validationMessage={refusal ?? (targets.isError ? t('show.mergeSplit.searchFailed') : undefined)}
            >
              <Combobox
                className={styles.combobox}
                freeform
                autoFocus
                aria-describedby={hintId}
                placeholder={t('show.mergeSplit.targetPlaceholder')}
                value={text}
                selectedOptions={chosen ? [String(chosen.id)] : []}
                onChange={(event) => {
                  setText(event.target.value);
                  setChosen(null);
                  merge.reset();
                }}
                onOptionSelect={(_event, data) => {
                  const row = targets.rows.find((r) => String(r.id) === data.optionValue);
                  if (!row) return;
                  setChosen({ id: row.id, fullid: row.fullid });
                  setText(`${row.fullid} ${row.subject}`);
                  merge.reset();
                }}
                data-testid="merge-target"
              >
                {targets.rows.map((row) => (
                  <Option key={row.id} value={String(row.id)} text={`${row.fullid} ${row.subject}`}>
                    <span>
                      <strong>{row.fullid}</strong> <span className={styles.subject}>{row.subject}</span>
                    </span>
                  </Option>
                ))}
                {targets.rows.length === 0 && !targets.isFetching && (
                  <Option disabled value="" text="">
                    {t('show.mergeSplit.noTargets')}
                  </Option>
                )}
              </Combobox>
            </Field>
            {chosen && <Text weight="semibold">{t('show.mergeSplit.mergeSummary', { source: ticket.fullid, target: chosen.fullid })}</Text>}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              {t('show.edit.cancel')}
            </Button>
            <Button appearance="primary" disabled={!chosen || merge.isPending} onClick={() => chosen && merge.mutate(chosen.id)}>
              {t('show.mergeSplit.mergeConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
