/**
 * The frame of a finance history list (agent costs, company pricing): rows newest first with the row in force
 * marked, filtered by their owner (an agent, a company), each with edit and delete; an add button.
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
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
import { AddRegular } from '@fluentui/react-icons';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@helpdesk/shared';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import type { AuditRecordKind } from '@helpdesk/shared/schemas';
import { ConfirmDialog, ListEmpty } from '@helpdesk/shared/ui';
import { useFinanceMutation } from '../api/finance.ts';

// The tabs (Fluent's TabList) come only once an owner is chosen: this list is the remote's first route.
const RecordTabs = lazy(() => import('@helpdesk/shared/ui/record-tabs').then((m) => ({ default: m.RecordTabs })));

const useStyles = makeStyles({
  rows: { minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
});

export interface HistoryRow {
  id: number;
  in_force: boolean;
  valid_from: string;
  notes: string | null;
}

/** An owner the list filters by: an agent or a company of the shared look-ups. */
export interface OwnerChoice {
  id: number;
  name: string;
}

export interface HistoryListProps<T extends HistoryRow, RowsKey extends QueryKey, C extends OwnerChoice, ChoicesKey extends QueryKey> {
  /** `data-screen`, and the prefix of the table's and rows' test ids. */
  name: string;
  /** The texts' key prefix (`<texts>.columns.<column>`, `<texts>.empty`, `<texts>.add`, `<texts>.deleteTitle`). */
  texts: string;
  title: string;
  /** The owner filter: its column (whose label names it), its "any" text and its choices. */
  filter: { column: string; anyText: string; choices: UseQueryOptions<C[], Error, C[], ChoicesKey> };
  rows: (ownerId: number | null) => UseQueryOptions<T[], Error, T[], RowsKey>;
  /** Column keys; the first is the owner's, the last two are the notes and the actions, both drawn here. */
  columns: readonly string[];
  owner: (row: T) => string;
  /** The cells between the owner's and the valid-from date. */
  cells: (row: T) => ReactNode;
  remove: (id: number) => Promise<{ message: string }>;
  paths: { create: () => string; edit: (id: number) => string };
  /** The audit trail's kind kept under the owner: its History shows once an owner is chosen. */
  history: AuditRecordKind;
}

export function HistoryListScreen<T extends HistoryRow, RowsKey extends QueryKey, C extends OwnerChoice, ChoicesKey extends QueryKey>({
  name,
  texts,
  title,
  filter,
  rows,
  columns,
  owner,
  cells,
  remove,
  paths,
  history,
}: HistoryListProps<T, RowsKey, C, ChoicesKey>) {
  const { t } = useTranslation('finance');
  const styles = useStyles();
  const navigate = useNavigate();
  const [ownerId, setOwnerId] = useState<number | null>(null);
  const list = useQuery(rows(ownerId));
  const choices = useQuery(filter.choices).data ?? [];
  const removal = useFinanceMutation(remove);

  const row = (r: T) => (
    <TableRow key={r.id} data-testid={`${name}-row`}>
      <TableCell>
        <Link to={paths.edit(r.id)}>{owner(r)}</Link>{' '}
        {r.in_force && (
          <Badge appearance="tint" color="success">
            {t('common.inForce')}
          </Badge>
        )}
      </TableCell>
      {cells(r)}
      <TableCell>{r.valid_from}</TableCell>
      <TableCell>{r.notes ?? t('common.none')}</TableCell>
      <TableCell>
        <span className={styles.actions}>
          <Button size="small" appearance="subtle" onClick={() => void navigate(paths.edit(r.id))}>
            {t('common.edit')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="small" appearance="subtle">
                {t('common.delete')}
              </Button>
            }
            title={t(`${texts}.deleteTitle`, { name: owner(r), date: r.valid_from })}
            body={t('common.deleteBody')}
            onConfirm={async () => toast.success((await removal.mutateAsync(r.id)).message)}
          />
        </span>
      </TableCell>
    </TableRow>
  );

  const listBody =
    list.data?.length === 0 ? (
      <ListEmpty text={t(`${texts}.empty`)} />
    ) : (
      <TableScroll className={styles.rows}>
        <Table aria-label={title} data-testid={`${name}-table`}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c}>{t(`${texts}.columns.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{(list.data ?? []).map(row)}</TableBody>
        </Table>
      </TableScroll>
    );

  return (
    <ScreenFrame
      remote="finance"
      name={`${name}-list`}
      title={title}
      query={list}
      // With an owner chosen the History shows under the list, so the frame draws no empty state over both.
      isEmpty={list.data?.length === 0 && ownerId === null}
      empty={{ text: t(`${texts}.empty`) }}
      errorText={t('common.loadFailed')}
      filters={
        <Select
          aria-label={t(`${texts}.columns.${filter.column}`)}
          value={ownerId ? String(ownerId) : ''}
          onChange={(_, data) => setOwnerId(data.value ? Number(data.value) : null)}
        >
          <option value="">{filter.anyText}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      }
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(paths.create())}>
          {t(`${texts}.add`)}
        </Button>
      }
    >
      {ownerId === null ? (
        listBody
      ) : (
        // While the tabs load, the list shows as it is.
        <Suspense fallback={listBody}>
          <RecordTabs history={{ kinds: [history], recordId: ownerId }} testId={name}>
            {listBody}
          </RecordTabs>
        </Suspense>
      )}
    </ScreenFrame>
  );
}
