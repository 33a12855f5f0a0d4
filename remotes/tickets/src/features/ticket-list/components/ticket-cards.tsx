/** The list as cards (below the spec's 991.98 px breakpoint): the same rows, selection and keyboard. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Caption1, Card, Checkbox, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ColourLabel } from '../../shared/components/colour-label.tsx';
import { CompanyTag } from '../../shared/components/company-tag.tsx';
import { formatDateTime } from '@helpdesk/shared/format';
import { SlaCell } from './sla-cell.tsx';
import { OriginMark } from './origin-mark.tsx';
import { SenderVerificationMark, useThreadWriterTexts } from '@helpdesk/shared/ui';
import type { RowsViewProps } from './rows-view.ts';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  card: { rowGap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS },
  active: { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  top: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  number: { color: tokens.colorBrandForegroundLink, textDecorationLine: 'none' },
  subject: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  grow: { marginLeft: 'auto' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'center',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function TicketCards({ rows, selected, active, setActive, onToggle, busy }: RowsViewProps) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const writer = useThreadWriterTexts();
  const activeCard = useRef<HTMLLIElement | null>(null);

  useEffect(() => {
    activeCard.current?.focus({ preventScroll: true });
    activeCard.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <ul className={styles.list} aria-label={t('screens.ticketList')} aria-busy={busy}>
      {rows.map((row, index) => {
        const isActive = index === active;
        const href = paths.staff.ticketShow(row.id);
        return (
          <li
            key={row.id}
            ref={isActive ? activeCard : undefined}
            tabIndex={isActive ? 0 : -1}
            data-ticket-id={row.id}
            data-active={isActive || undefined}
            onClick={() => setActive(index)}
          >
            <Card
              className={mergeClasses(styles.card, isActive && styles.active)}
              appearance={selected.has(row.id) ? 'filled-alternative' : 'filled'}
            >
              <div className={styles.top}>
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row)}
                  aria-label={t('list.selectRow', { fullid: row.fullid })}
                />
                <Link className={styles.number} to={href} tabIndex={-1}>
                  {row.fullid}
                </Link>
                <OriginMark origin={row.origin} />
                <SenderVerificationMark verdict={row.mail_auth} compact />
                <CompanyTag tag={row.company.tag} name={row.company.short_name} />
                <Caption1 className={mergeClasses(styles.grow, styles.muted)}>{formatDateTime(row.created_at)}</Caption1>
              </div>
              <Link className={styles.subject} to={href}>
                {row.subject}
              </Link>
              <div className={styles.meta}>
                <ColourLabel colour={row.status_color} label={t(`shared:ticket.status.${row.status}`)} />
                <ColourLabel colour={row.priority_color} label={t(`shared:ticket.priority.${row.priority}`)} />
                <SlaCell sla={row.sla} />
              </div>
              <div className={styles.meta}>
                <Text size={200}>
                  {t('list.columns.requester')}: {row.requester?.name ?? (row.sender ? writer.sender(row.sender) : t('list.noRequester'))}
                </Text>
                <Text size={200}>
                  {t('list.columns.assignee')}: {row.assignee?.name ?? t('list.unassigned')}
                </Text>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
