/**
 * The other tickets this one is tied to: a merged ticket's banner ("Merged into ACME-12", read-only from now on),
 * and the split / merge links both ways.
 */
import { Link as RouterLink } from 'react-router-dom';
import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import type { TicketDetail, TicketLink } from '@helpdesk/shared/resources';

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

function TicketLinks({ links }: { links: TicketLink[] }) {
  const styles = useStyles();
  return (
    <>
      {links.map((link, i) => (
        <span key={link.id}>
          {i > 0 && ', '}
          <RouterLink className={styles.link} to={paths.staff.ticketShow(link.id)}>
            {link.fullid}
          </RouterLink>
        </span>
      ))}
    </>
  );
}

export function MergedBanner({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  if (!ticket.merged_into) return null;
  return (
    <MessageBar intent="info" data-testid="merged-into" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {t('show.mergeSplit.mergedInto')} <TicketLinks links={[ticket.merged_into]} />
        </MessageBarTitle>
        {t('show.mergeSplit.mergedBody')}
      </MessageBarBody>
    </MessageBar>
  );
}

export function RelatedTickets({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const rows: [string, TicketLink[]][] = [
    ['show.mergeSplit.splitFrom', ticket.split_from ? [ticket.split_from] : []],
    ['show.mergeSplit.splitInto', ticket.split_into],
    ['show.mergeSplit.mergedFrom', ticket.merged_from],
  ];
  const shown = rows.filter(([, links]) => links.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={styles.links} data-testid="related-tickets">
      {shown.map(([key, links]) => (
        <Text key={key} size={200}>
          {t(key)} <TicketLinks links={links} />
        </Text>
      ))}
    </div>
  );
}
