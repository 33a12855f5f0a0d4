/** /project: the client company's projects. */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@helpdesk/shared';
import { DEFAULT_PAGE_SIZE } from '@helpdesk/shared/ui';
import { LightTable, ListFrame, cachedText, useListScreen, type LightColumn } from '@helpdesk/shared/remote';
import { formatDate } from '@helpdesk/shared/format';
import type { Project } from '@helpdesk/shared/resources';
import { projectListQuery } from '../api/projects-api.ts';

const STATE_COLOURS: Record<Project['state'], 'informative' | 'brand' | 'warning' | 'success'> = {
  new: 'informative',
  'in-progress': 'brand',
  stopped: 'warning',
  finished: 'success',
};

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, textDecorationLine: 'none' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // A card is a flex column: its lines and badge keep their own width instead of stretching to the card's.
  card: { padding: tokens.spacingVerticalS, rowGap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
});

const rowProps = (p: Project) => ({ 'data-project-id': p.id });

export function ProjectStateBadge({ state }: { state: Project['state'] }) {
  const { t } = useTranslation('client');
  return (
    <Badge appearance="tint" color={STATE_COLOURS[state] ?? 'informative'}>
      {t(`vocabulary.projectState.${state}`)}
    </Badge>
  );
}

export function ProjectListScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const { params, list: query, filter, pagination } = useListScreen({ page: 1, perPage: DEFAULT_PAGE_SIZE }, projectListQuery);
  const columns = useMemo<LightColumn<Project>[]>(() => {
    const state = cachedText((value: Project['state']) => t(`vocabulary.projectState.${value}`));
    const header = (c: 'name' | 'state' | 'manager' | 'deadline' | 'hours') => t(`projects.fields.${c}`);
    return [
      {
        id: 'name',
        header: header('name'),
        cell: (p, kit) => kit.link(paths.client.projectShow(p.id), p.name, { className: styles.name }),
      },
      { id: 'state', header: header('state'), cell: (p, kit) => kit.badge(STATE_COLOURS[p.state] ?? 'informative', state(p.state)) },
      { id: 'manager', header: header('manager'), cell: (p) => p.manager?.name ?? '—' },
      { id: 'deadline', header: header('deadline'), cell: (p) => formatDate(p.deadline) },
      { id: 'hours', header: header('hours'), cell: (p) => (p.hours ? p.hours : '—') },
    ];
  }, [t, styles]);
  return (
    <ListFrame
      remote="client"
      name="projects"
      title={t('screens.projectList')}
      query={query}
      empty={{ text: t('projects.empty') }}
      cards={(rows) => (
        <ul className={styles.cards} aria-label={t('screens.projectList')}>
          {rows.map((p) => (
            <li key={p.id}>
              <Card className={styles.card}>
                <Link className={styles.name} to={paths.client.projectShow(p.id)}>
                  {p.name}
                </Link>
                <ProjectStateBadge state={p.state} />
                <Text size={200}>
                  {t('projects.fields.deadline')}: {formatDate(p.deadline)}
                </Text>
              </Card>
            </li>
          ))}
        </ul>
      )}
      table={(rows) => (
        <LightTable rows={rows} columns={columns} rowKey={(p) => p.id} label={t('screens.projectList')} rowProps={rowProps} />
      )}
      pagination={{
        perPage: params.perPage,
        ...pagination,
        onPerPage: (perPage) => filter({ perPage }),
      }}
    />
  );
}
