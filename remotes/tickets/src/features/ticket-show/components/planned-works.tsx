/** Planned works of the ticket as the API gives them (creating, accepting and rejecting come with another issue). */
import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PlannedWork } from '../api/ticket-detail.ts';
import { formatDateTime } from '../../shared/format.ts';

const STATUS_COLOR: Record<PlannedWork['status'], BadgeProps['color']> = {
  'waiting-for-accept': 'informative',
  accepted: 'success',
  rejected: 'danger',
};

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  empty: { color: tokens.colorNeutralForeground3 },
});

export function PlannedWorks({ works }: { works: PlannedWork[] }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  if (works.length === 0) return <Text className={styles.empty}>{t('show.planned.empty')}</Text>;
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={t('show.planned.title')} data-testid="planned-works">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('show.planned.start')}</TableHeaderCell>
            <TableHeaderCell>{t('show.planned.hours')}</TableHeaderCell>
            <TableHeaderCell>{t('show.planned.status')}</TableHeaderCell>
            <TableHeaderCell>{t('show.planned.internal')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {works.map((work) => (
            <TableRow key={work.id}>
              <TableCell>{formatDateTime(work.start_time)}</TableCell>
              <TableCell>{work.hours}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={STATUS_COLOR[work.status] ?? 'informative'}>
                  {t(`show.planned.statuses.${work.status}`, { defaultValue: work.status })}
                </Badge>
              </TableCell>
              <TableCell>{work.internal ? t('show.planned.yes') : t('show.planned.no')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
