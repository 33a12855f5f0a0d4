/**
 * The ticket's fields with their change actions (assignee, responsible person, support scope, priority, category,
 * type, project, device, status): one PATCH each, with the version seen when the change started.
 */
import { useState } from 'react';
import { Badge, Button, Card, CardHeader, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { PersonArrowLeftRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom, paths } from '@helpdesk/shared';
import { Link } from 'react-router-dom';
import { CATEGORIES, PRIORITIES, STATUSES, SUPPORT_SCOPES, TYPES } from '../../../lib/ticket-vocabulary.ts';
import type { TicketDetail } from '@helpdesk/shared/resources';
import { useAssigneeCandidates, useCompanyDevices, useCompanyProjects, useStrongestAgents } from '../hooks/use-lookups.ts';
import { agentPick, assigneeChoices } from '../../../api/lookups.ts';
import { useFormats } from '@helpdesk/shared/use-formats';
import { useChangeTicket } from '../api/use-change-ticket.ts';
import { useTicketLabels, type LabelGroup } from '../hooks/use-ticket-labels.ts';
import { formatDateTime } from '@helpdesk/shared/format';
import { ColourLabel } from '../../../components/colour-label.tsx';
import { CompanyTag } from '../../../components/company-tag.tsx';
import { useThreadWriterTexts } from '@helpdesk/shared/ui';
import { EditableProperty, type Choice } from './editable-property.tsx';
import { isReadOnly } from '../lib/read-only.ts';

const useStyles = makeStyles({
  card: { rowGap: tokens.spacingVerticalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    alignItems: 'start',
  },
  label: { color: tokens.colorNeutralForeground2, margin: 0, paddingTop: tokens.spacingVerticalXS },
  value: { margin: 0, paddingTop: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  wrap: { whiteSpace: 'normal' },
});

function enumChoices(values: readonly string[], group: LabelGroup, label: (group: LabelGroup, value: string) => string): Choice[] {
  return values.map((value) => ({ value, label: label(group, value) }));
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

export function TicketDetails({ ticket }: { ticket: TicketDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('tickets');
  const { label } = useTicketLabels();
  const formats = useFormats();
  const me = useAtomValue(currentUserAtom);
  const editable = !isReadOnly(ticket);
  // Choices load when an editor opens, not with every ticket view.
  const [wanted, setWanted] = useState({ agents: false, projects: false, devices: false });
  const agents = useAssigneeCandidates(wanted.agents);
  const projects = useCompanyProjects(ticket.company.id, wanted.projects);
  const devices = useCompanyDevices(ticket.company.id, wanted.devices);
  const assignToMe = useChangeTicket(ticket.id);

  const agentChoices = agents.data?.map((agent) => ({ value: String(agent.id), ...agentPick(agent, t) }));
  // The assignee picker leads with the agents strongest in the category's competency areas, each with its load.
  const strongest = useStrongestAgents(ticket.category, wanted.agents).data ?? [];
  const assigneeChoiceList =
    agents.data && assigneeChoices(agents.data, strongest, t, formats.number).map(({ id, ...c }) => ({ value: String(id), ...c }));
  const common = { ticketId: ticket.id, version: ticket.version, disabled: !editable };
  const none = <span className={styles.muted}>{t('common.nobody')}</span>;
  const writer = useThreadWriterTexts();
  const meId = me?.data.id;

  return (
    <Card className={styles.card} data-testid="ticket-details">
      <CardHeader
        header={
          <Text as="h2" weight="semibold">
            {t('show.details.title')}
          </Text>
        }
        action={<Badge appearance="outline">{t('show.details.version', { version: ticket.version })}</Badge>}
      />
      <dl className={styles.list}>
        <EditableProperty
          {...common}
          testId="field-status"
          label={t('show.details.status')}
          display={<ColourLabel className={styles.wrap} colour={ticket.status_color} label={label('status', ticket.status)} />}
          current={ticket.status}
          choices={enumChoices(STATUSES, 'status', label)}
          toChanges={(value) => ({ status: value as TicketDetail['status'] })}
        />
        <EditableProperty
          {...common}
          testId="field-priority"
          label={t('show.details.priority')}
          display={<ColourLabel className={styles.wrap} colour={ticket.priority_color} label={label('priority', ticket.priority)} />}
          current={ticket.priority}
          choices={enumChoices(PRIORITIES, 'priority', label)}
          toChanges={(value) => ({ priority: value as TicketDetail['priority'] })}
        />
        <EditableProperty
          {...common}
          testId="field-type"
          label={t('show.details.type')}
          display={label('type', ticket.type)}
          current={ticket.type}
          choices={enumChoices(TYPES, 'type', label)}
          toChanges={(value) => ({ type: value as TicketDetail['type'] })}
        />
        <EditableProperty
          {...common}
          testId="field-category"
          label={t('show.details.category')}
          display={label('category', ticket.category)}
          current={ticket.category}
          choices={enumChoices(CATEGORIES, 'category', label)}
          toChanges={(value) => ({ category: value as TicketDetail['category'] })}
        />
        <dt className={styles.label}>{t('show.details.company')}</dt>
        <dd className={styles.value}>
          <CompanyTag tag={ticket.company.tag} name={ticket.company.short_name} /> {ticket.company.name}
        </dd>
        <dt className={styles.label}>{t('show.details.requester')}</dt>
        <dd className={styles.value}>
          {ticket.requester ? (
            <>
              {ticket.requester.name}
              <br />
              <Text size={200} className={styles.muted}>
                {ticket.requester.email}
              </Text>
            </>
          ) : ticket.sender ? (
            writer.sender(ticket.sender)
          ) : (
            none
          )}
        </dd>
        <EditableProperty
          {...common}
          testId="field-assignee"
          label={t('show.details.assignee')}
          display={ticket.assignee?.name ?? none}
          current={ticket.assignee ? String(ticket.assignee.id) : ''}
          choices={assigneeChoiceList}
          choicesFailed={agents.isError}
          allowNone
          onEdit={() => setWanted((w) => ({ ...w, agents: true }))}
          toChanges={(value) => ({ assignee_id: idOrNull(value) })}
          extra={
            editable && meId && ticket.assignee?.id !== meId ? (
              <Tooltip content={t('show.edit.assignToMe')} relationship="label">
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<PersonArrowLeftRegular />}
                  disabled={assignToMe.pending}
                  onClick={() =>
                    assignToMe.change({
                      version: ticket.version,
                      changes: { assignee_id: meId },
                      description: t('show.edit.change_described', {
                        field: t('show.details.assignee'),
                        value: `${me.data.firstname} ${me.data.lastname}`,
                      }),
                    })
                  }
                />
              </Tooltip>
            ) : undefined
          }
        />
        <EditableProperty
          {...common}
          testId="field-responsible"
          label={t('show.details.responsible')}
          display={ticket.responsible?.name ?? none}
          current={ticket.responsible ? String(ticket.responsible.id) : ''}
          choices={agentChoices}
          choicesFailed={agents.isError}
          allowNone
          onEdit={() => setWanted((w) => ({ ...w, agents: true }))}
          toChanges={(value) => ({ responsible_id: idOrNull(value) })}
        />
        <EditableProperty
          {...common}
          testId="field-support-scope"
          label={t('show.details.supportScope')}
          display={ticket.support_scope ? label('supportScope', ticket.support_scope) : none}
          current={ticket.support_scope ?? ''}
          choices={enumChoices(SUPPORT_SCOPES, 'supportScope', label)}
          allowNone
          toChanges={(value) => ({ support_scope: value === '' ? null : (value as TicketDetail['support_scope']) })}
        />
        <EditableProperty
          {...common}
          testId="field-project"
          label={t('show.details.project')}
          display={ticket.project?.name ?? none}
          current={ticket.project ? String(ticket.project.id) : ''}
          choices={projects.data?.map((project) => ({ value: String(project.id), label: project.name }))}
          choicesFailed={projects.isError}
          allowNone
          onEdit={() => setWanted((w) => ({ ...w, projects: true }))}
          toChanges={(value) => ({ project_id: idOrNull(value) })}
        />
        <EditableProperty
          {...common}
          testId="field-device"
          label={t('show.details.device')}
          display={
            ticket.device ? (
              <Link to={paths.staff.asset.edit(ticket.device.id)} data-testid="device-link">
                {[ticket.device.name || ticket.device.type, ticket.device.inventory_number].filter(Boolean).join(' · ')}
              </Link>
            ) : (
              none
            )
          }
          current={ticket.device ? String(ticket.device.id) : ''}
          choices={devices.data?.map((device) => ({
            value: String(device.id),
            label: [device.name || device.type, device.inventory_number].filter(Boolean).join(' · '),
          }))}
          choicesFailed={devices.isError}
          allowNone
          onEdit={() => setWanted((w) => ({ ...w, devices: true }))}
          toChanges={(value) => ({ device_id: idOrNull(value) })}
        />
        <dt className={styles.label}>{t('show.details.createdBy')}</dt>
        <dd className={styles.value}>{ticket.created_by?.name ?? none}</dd>
        <dt className={styles.label}>{t('show.details.createdAt')}</dt>
        <dd className={styles.value}>{formatDateTime(ticket.created_at)}</dd>
        <dt className={styles.label}>{t('show.details.updatedAt')}</dt>
        <dd className={styles.value}>{formatDateTime(ticket.updated_at)}</dd>
        <dt className={styles.label}>{t('show.details.resolvedAt')}</dt>
        <dd className={styles.value}>{ticket.resolved_at ? formatDateTime(ticket.resolved_at) : none}</dd>
      </dl>
    </Card>
  );
}
