/** `/admin/project/show/:id`: the project, its hours against the budget, and its tickets. */
import {
  Badge,
  Button,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CompanyTag } from '../../../components/company-tag.tsx';
import { ColourLabel } from '../../../components/colour-label.tsx';
import { formatDateTime, formatMinutes as hoursMinutes } from '@helpdesk/shared/format';
import { ScreenFrame } from '@helpdesk/shared/remote';
import { projectQuery } from '../api/projects.ts';
import type { Project, ProjectTicket } from '@helpdesk/shared/resources';
import { STATE_COLORS } from './project-list-screen.tsx';
import { paths } from '@helpdesk/shared';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
  description: { whiteSpace: 'pre-wrap' },
});

export function ProjectShowScreen() {
  const { t } = useTranslation('tickets');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const project = useQuery({ ...projectQuery(id), enabled: valid });
  const p = project.data;
  return (
    <ScreenFrame
      remote="tickets"
      name="project-show"
      title={p?.name ?? t('screens.projectShow')}
      query={valid ? project : undefined}
      errorText={t('intake.notFound')}
      loadingRows={6}
    >
      {p ? <ProjectBody project={p} /> : <Text role="alert">{t('intake.notFound')}</Text>}
    </ScreenFrame>
  );
}

function ProjectBody({ project: p }: { project: Project & { tickets: ProjectTicket[] } }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const time = p.time;
  return (
    <>
      <div className={styles.facts}>
        <Text className={styles.label}>{t('project.fields.company_id')}</Text>
        <span>
          <CompanyTag tag={p.company.tag} name={p.company.short_name} /> {p.company.short_name}
        </span>
        <Text className={styles.label}>{t('project.fields.state')}</Text>
        <span>
          <Badge appearance="tint" color={STATE_COLORS[p.state]}>
            {t(`project.states.${p.state}`)}
          </Badge>
          {p.deleted_at && <Badge color="danger"> {t('project.deleted')}</Badge>}
        </span>
        <Text className={styles.label}>{t('project.fields.manager_id')}</Text>
        <Text>{p.manager?.name ?? '—'}</Text>
        <Text className={styles.label}>{t('project.fields.deadline')}</Text>
        <Text>{p.deadline ?? '—'}</Text>
        <Text className={styles.label}>{t('project.created')}</Text>
        <Text>{formatDateTime(p.created_at)}</Text>
        <Text className={styles.label}>{t('project.updated')}</Text>
        <Text>{formatDateTime(p.updated_at)}</Text>
        {p.finished_at && (
          <>
            <Text className={styles.label}>{t('project.finished')}</Text>
            <Text>{formatDateTime(p.finished_at)}</Text>
          </>
        )}
      </div>
      {p.description && <Text className={styles.description}>{p.description}</Text>}
      {time && (
        <div data-testid="project-budget">
          <Text weight="semibold">{t('project.budget')}: </Text>
          <Text>
            {time.budget_minutes
              ? t('project.used', {
                  charged: hoursMinutes(time.charged_minutes),
                  budget: hoursMinutes(time.budget_minutes),
                  percent: time.used_percent,
                })
              : t('project.usedNoBudget', { charged: hoursMinutes(time.charged_minutes) })}
          </Text>
          {time.remaining_minutes !== null && (
            <Text>
              {' '}
              ·{' '}
              {time.remaining_minutes >= 0
                ? t('project.remaining', { remaining: hoursMinutes(time.remaining_minutes) })
                : t('project.over', { over: hoursMinutes(-time.remaining_minutes) })}
            </Text>
          )}
          {time.budget_minutes > 0 && (
            <ProgressBar
              aria-label={t('project.budget')}
              value={Math.min(1, time.charged_minutes / time.budget_minutes)}
              color={time.charged_minutes > time.budget_minutes ? 'error' : 'brand'}
            />
          )}
        </div>
      )}
      <h2>{t('project.tickets')}</h2>
      {p.tickets.length === 0 ? (
        <Text>{t('project.noTickets')}</Text>
      ) : (
        <Table aria-label={t('project.tickets')} data-testid="project-tickets">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>ID</TableHeaderCell>
              <TableHeaderCell>{t('project.columns.name')}</TableHeaderCell>
              <TableHeaderCell>{t('project.columns.state')}</TableHeaderCell>
              <TableHeaderCell>{t('project.minutes')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {p.tickets.map((tk) => (
              <TableRow key={tk.id}>
                <TableCell>
                  <Link to={paths.staff.ticketShow(tk.id)}>{tk.fullid}</Link>
                </TableCell>
                <TableCell>{tk.subject}</TableCell>
                <TableCell>
                  <ColourLabel
                    colour={tk.status_color ?? 'transparent'}
                    label={t(`shared:ticket.status.${tk.status}`, { defaultValue: tk.status })}
                  />
                </TableCell>
                <TableCell>{tk.minutes !== undefined ? hoursMinutes(tk.minutes) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div className={styles.actions}>
        {!p.deleted_at && (
          <Button appearance="primary" onClick={() => void navigate(paths.staff.project.edit(p.id))}>
            {t('project.edit')}
          </Button>
        )}
        <Button onClick={() => void navigate(paths.staff.project.list())}>{t('project.back')}</Button>
      </div>
    </>
  );
}
