import { useLayoutEffect, useRef } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { DocumentEditRegular } from '@fluentui/react-icons/svg/document-edit';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, paths, toast } from '@helpdesk/shared';
import { ConfirmDialog } from '@helpdesk/shared/ui';
import { draftsQuery, type TicketDraft } from '../api/layout-queries.ts';
import { draftLabel } from '../api/format.ts';
import { DRAFTS_HEIGHT_VAR } from '../overlay-room.ts';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    bottom: tokens.spacingVerticalS,
    left: '50%',
    transform: 'translateX(-50%)',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    zIndex: 5,
    maxWidth: '60vw',
  },
  draft: {
    display: 'flex',
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/**
 * Ticket drafts as buttons fixed at the bottom (spec §2): company tag + subject cut to 7 characters, each opening
 * /admin/ticket/create?draft={id}, each with delete. A failed fetch is only logged; a failed delete is toasted.
 */
export function DraftsBar() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: drafts = [], error } = useQuery(draftsQuery);
  const bar = useRef<HTMLDivElement>(null);
  // The page keeps room for the bar however many rows its chips wrap into (overlay-room.ts).
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(DRAFTS_HEIGHT_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DRAFTS_HEIGHT_VAR);
    };
  }, [drafts.length]);
  if (error) console.error('Ticket drafts could not be loaded', error);
  const remove = useMutation({
    mutationFn: (id: number) => apiClient.delete(`/admin/ticket-drafts/${id}`, { silent: true }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<TicketDraft[]>(draftsQuery.queryKey, (list) => list?.filter((d) => d.id !== id));
      toast.success(t('layout.draftDeleted'));
    },
    onError: (err) => {
      console.error(err);
      toast.error(t('layout.draftDeleteFailed'));
    },
  });
  if (drafts.length === 0) return null;
  return (
    <div ref={bar} className={styles.bar} aria-label={t('layout.drafts')} role="region" data-testid="drafts-bar">
      {drafts.map((draft) => {
        const label = `${draft.company_tag ? `${draft.company_tag} ` : ''}${draftLabel(draft.subject)}`;
        return (
          <div key={draft.id} className={styles.draft}>
            <Button appearance="subtle" icon={<DocumentEditRegular />} onClick={() => navigate(paths.staff.ticketCreate(draft.id))}>
              {label}
            </Button>
            <ConfirmDialog
              title={t('layout.deleteDraft', { label })}
              onConfirm={() =>
                remove.mutateAsync(draft.id).then(
                  () => undefined,
                  () => undefined,
                )
              }
              trigger={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('layout.deleteDraft', { label })} />}
            />
          </div>
        );
      })}
    </div>
  );
}
