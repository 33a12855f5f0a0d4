/** /project/show/:id: the project's facts (for a VIP the time against the budget) and its tickets. */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '@helpdesk/shared/ui';
import { ScreenFrame, TableScroll } from '@helpdesk/shared/remote';
import { formatDate, formatMinutes } from '@helpdesk/shared/format';
import type { ProjectTime } from '@helpdesk/shared/resources';
import { projectQuery } from '../api/projects-api.ts';
import { ProjectStateBadge } from './project-list-screen.tsx';
import { ProjectTickets } from './project-tickets.tsx';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  term: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Charged time, and against the budget when there is one: "12:00 / 40:00 (30%)". */
const timeUsed = (time: ProjectTime) =>
  time.budget_minutes
    ? `${formatMinutes(time.charged_minutes)} / ${formatMinutes(time.budget_minutes)} (${time.used_percent ?? 0}%)`
    : formatMinutes(time.charged_minutes);

export function ProjectShowScreen() {
  const styles = useStyles();
  const { t } = useTranslation('client');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...projectQuery(id), enabled: valid });
  const project = query.data;
  if (!valid || query.isError) {
    return (
      <ScreenFrame remote="client" name="project-show" title={t('screens.projectShow')}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('projects.missing')}</MessageBarBody>
        </MessageBar>
      </ScreenFrame>
    );
  }
  if (!project) {
    return (
      <ScreenFrame remote="client" name="project-show" title={t('screens.projectShow')} busy>
        <Spinner label={t('common.loading')} />
      </ScreenFrame>
    );
  }
  const fact = (term: string, value: ReactNode) => (
    <div>
      <Text size={200} className={styles.term}>
        {term}
      </Text>
      <Text>{value}</Text>
    </div>
  );
  const tickets = project.tickets ?? [];
  return (
    <ScreenFrame remote="client" name="project-show" title={project.name} busy={query.isFetching}>
      <Card className={styles.card}>
        <div className={styles.facts}>
          {fact(t('projects.fields.state'), <ProjectStateBadge state={project.state} />)}
          {fact(t('projects.fields.manager'), project.manager?.name ?? '—')}
          {fact(t('projects.fields.deadline'), formatDate(project.deadline))}
          {fact(t('projects.fields.hours'), project.hours ? project.hours : t('projects.noBudget'))}
          {project.time && fact(t('projects.fields.reported'), timeUsed(project.time))}
          {fact(t('projects.fields.created'), formatDate(project.created_at))}
          {fact(t('projects.fields.finished'), formatDate(project.finished_at))}
        </div>
        {project.description && <Text>{project.description}</Text>}
      </Card>
      <Subtitle2 as="h2">{t('projects.tickets')}</Subtitle2>
      {tickets.length === 0 ? (
        <ListEmpty text={t('projects.noTickets')} />
      ) : (
        <TableScroll>
          <ProjectTickets tickets={tickets} />
        </TableScroll>
      )}
    </ScreenFrame>
  );
}
