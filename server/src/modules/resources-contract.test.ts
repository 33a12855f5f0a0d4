/**
 * The response contract: real answers of the running server parse with the shared resource schemas
 * (`@helpdesk/shared/resources`, strict objects: a missing, extra or mistyped key fails), and the presenters'
 * declared return types are those resources (checked by the compiler below).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { z } from 'zod';
import {
  agentRecordSchema,
  attachmentSchema,
  evaluationPageSchema,
  clientTicketDetailSchema,
  companyDetailSchema,
  companyRowSchema,
  companyReportSchema,
  monitoringLogDetailSchema,
  monitoringLogSchema,
  paginatedSchema,
  plannedWorkSchema,
  projectDetailSchema,
  projectSchema,
  remoteDeploymentSchema,
  reminderDetailSchema,
  reminderSchema,
  ticketDetailSchema,
  ticketRowSchema,
  unassignedEmailDetailSchema,
  unassignedEmailSchema,
  type Agent,
  type Attachment,
  type EvaluationPage,
  type ClientTicketDetail,
  type CompanyDetail,
  type CompanyReport,
  type CompanyRow,
  type MonitoringLog,
  type Paginated,
  type InternalTimePage,
  type PlannedWork,
  type Project,
  type ProjectDetail,
  type RemoteDeployment,
  type RemoteDeploymentEvent,
  type ReminderDetail,
  type TicketDetail,
  type TicketRow,
  type TimeReport,
  type UnassignedEmail,
  type UnassignedEmailDetail,
} from '@helpdesk/shared/resources';
import { companies, users } from '../platform/db/schema';
import { type Client, login, startServer, type TestServer } from '../test/harness';
import type { listAgents, showAgent } from './agents/admin';
import type { companyReport } from './company-report/service';
import type { listEvaluations } from './evaluations/admin';
import type { listCompanies, showCompany } from './companies/service';
import type { listLogs } from './monitoring/service';
import type { listPlannedWorks } from './planned-works/service';
import type { listProjects, showProject } from './projects/service';
import type { showReminder } from './reminders/service';
import type { presentAttachment } from './tickets/attachments';
import type { presentTimeReport, showTicket } from './tickets';
import type { presentListRow } from './tickets/presenter';
import type { listUnassigned, showUnassigned } from './unassigned-emails/service';
import type { ClientPerson, ImportPreview } from '@helpdesk/shared/resources';
import type { listClients, showClient } from './clients/service';
import type { presentClient } from './clients/presenter';
import type { showImport } from './employee-import/service';
import type { activateVersion, deploymentsOverview, rollbackRemote } from './remote-deployments/service';
import {
  agentCostSchema,
  agentProfitabilitySchema,
  agentProfitDetailSchema,
  companyPricingSchema,
  companyProfitabilitySchema,
  companyProfitDetailSchema,
  pricingPreviewSchema,
  type AgentCost,
  type AgentProfitability,
  type AgentProfitDetail,
  type CompanyPricing,
  type CompanyProfitability,
  type CompanyProfitDetail,
  type PricingPreview,
} from '@helpdesk/shared/resources';
import type { listAgentCosts, showAgentCost } from './finance/agent-costs';
import type { listPricings, previewPricing, showPricing } from './finance/pricings';
import type { agentProfitability, agentProfitDetail, companyProfitability, companyProfitDetail } from './finance/profitability';
import { deviceDetailSchema, deviceSchema, type Device, type DeviceDetail } from '@helpdesk/shared/resources';
import { searchHitSchema, searchResultSchema } from '@helpdesk/shared/resources';
import type { listDevices, showDevice } from './devices/service';
import {
  internalTimePageSchema,
  internalTimeSchema,
  timeAcceptItemSchema,
  type InternalTime,
  type TimeAcceptItem,
} from '@helpdesk/shared/resources';
import type { listForAcceptance } from './time-reports/acceptance';
import type { listInternalTime, showInternalTime } from './internal-time/service';
import {
  agentStatsDetailSchema,
  agentStatsListSchema,
  generalReportSchema,
  type AgentStatsDetail,
  type AgentStatsList,
  type GeneralReport,
} from '@helpdesk/shared/resources';
import type { agentStats, agentStatsDetail, generalReport } from './reports-overview';
import { holidaySchema, leaveSchema, type Holiday, type Leave } from '@helpdesk/shared/resources';
import type { listLeaves, showLeave } from './leaves/service';
import type { listHolidays, showHoliday } from './holidays/service';
import { contractBalanceSchema, type ContractBalance } from '@helpdesk/shared/resources';
import type { contractBalance } from './finance/balance';
import { invoiceDetailSchema, invoiceMonthSchema, type InvoiceDetail, type InvoiceMonth } from '@helpdesk/shared/resources';
import type { listInvoices, showInvoice } from './invoicing/service';
import { notificationPreferencesSchema, type NotificationPreferences } from '@helpdesk/shared/resources';
import type { notificationPreferencesOf } from '../platform/notification-channels';
import type { Delivery, MessageDeliveries, OutboxSummary } from '@helpdesk/shared/resources';
import type { listTicketDeliveries, outboxSummary, presentDelivery } from './deliveries/service';

// Type level: each presenter returns exactly the shared resource (both ways assignable).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typeLevel: [
  Same<ReturnType<typeof presentListRow>, TicketRow>,
  Same<Awaited<ReturnType<typeof showTicket>>, ClientTicketDetail | TicketDetail>,
  Same<ReturnType<typeof presentAttachment>, Attachment>,
  Same<ReturnType<typeof presentTimeReport>, TimeReport>,
  Same<Awaited<ReturnType<typeof listProjects>>, Paginated<Project>>,
  Same<Awaited<ReturnType<typeof showProject>>, ProjectDetail>,
  Same<Awaited<ReturnType<typeof listLogs>>, Paginated<MonitoringLog>>,
  Same<Awaited<ReturnType<typeof showReminder>>, ReminderDetail>,
  Same<Awaited<ReturnType<typeof listPlannedWorks>>, PlannedWork[]>,
  Same<Awaited<ReturnType<typeof listUnassigned>>, Paginated<UnassignedEmail>>,
  Same<Awaited<ReturnType<typeof showUnassigned>>, UnassignedEmailDetail>,
  Same<Awaited<ReturnType<typeof companyReport>>, CompanyReport>,
  Same<Awaited<ReturnType<typeof listAgents>>, Paginated<Agent>>,
  Same<Awaited<ReturnType<typeof showAgent>>, Agent>,
  Same<Awaited<ReturnType<typeof listEvaluations>>, EvaluationPage>,
  Same<Awaited<ReturnType<typeof listCompanies>>, Paginated<CompanyRow>>,
  Same<Awaited<ReturnType<typeof showCompany>>, CompanyDetail>,
  Same<Awaited<ReturnType<typeof deploymentsOverview>>, RemoteDeployment[]>,
  Same<Awaited<ReturnType<typeof activateVersion>>, RemoteDeploymentEvent>,
  Same<Awaited<ReturnType<typeof rollbackRemote>>, RemoteDeploymentEvent>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

const clientsTypeLevel: [
  Same<ReturnType<typeof presentClient>, ClientPerson>,
  Same<Awaited<ReturnType<typeof showClient>>, ClientPerson>,
  Same<Awaited<ReturnType<typeof listClients>>, Paginated<ClientPerson>>,
  Same<Awaited<ReturnType<typeof showImport>>, ImportPreview>,
] = [true, true, true, true];

const invoicingTypeLevel: [
  Same<Awaited<ReturnType<typeof listInvoices>>, InvoiceMonth>,
  Same<Awaited<ReturnType<typeof showInvoice>>, InvoiceDetail>,
] = [true, true];

const financeTypeLevel: [
  Same<Awaited<ReturnType<typeof listAgentCosts>>, AgentCost[]>,
  Same<Awaited<ReturnType<typeof showAgentCost>>, AgentCost>,
  Same<Awaited<ReturnType<typeof listPricings>>, CompanyPricing[]>,
  Same<Awaited<ReturnType<typeof showPricing>>, CompanyPricing>,
  Same<Awaited<ReturnType<typeof previewPricing>>, PricingPreview[]>,
  Same<Awaited<ReturnType<typeof companyProfitability>>, CompanyProfitability>,
  Same<Awaited<ReturnType<typeof companyProfitDetail>>, CompanyProfitDetail>,
  Same<Awaited<ReturnType<typeof agentProfitability>>, AgentProfitability>,
  Same<Awaited<ReturnType<typeof agentProfitDetail>>, AgentProfitDetail>,
] = [true, true, true, true, true, true, true, true, true];
const devicesTypeLevel: [
  Same<Awaited<ReturnType<typeof listDevices>>, Paginated<Device>>,
  Same<Awaited<ReturnType<typeof showDevice>>, DeviceDetail>,
] = [true, true];
const timeTypeLevel: [
  Same<Awaited<ReturnType<typeof listForAcceptance>>, Paginated<TimeAcceptItem>>,
  Same<Awaited<ReturnType<typeof listInternalTime>>, InternalTimePage>,
  Same<Awaited<ReturnType<typeof showInternalTime>>, InternalTime>,
] = [true, true, true];
const reportsOverviewTypeLevel: [
  Same<Awaited<ReturnType<typeof generalReport>>, GeneralReport>,
  Same<Awaited<ReturnType<typeof agentStats>>, AgentStatsList>,
  Same<Awaited<ReturnType<typeof agentStatsDetail>>, AgentStatsDetail>,
] = [true, true, true];
const leavesTypeLevel: [
  Same<Awaited<ReturnType<typeof listLeaves>>, Leave[]>,
  Same<Awaited<ReturnType<typeof showLeave>>, Leave>,
  Same<Awaited<ReturnType<typeof listHolidays>>, { data: Holiday[]; year: number }>,
  Same<Awaited<ReturnType<typeof showHoliday>>, Holiday>,
] = [true, true, true, true];

const balanceTypeLevel: [Same<Awaited<ReturnType<typeof contractBalance>>, ContractBalance>] = [true];
const notificationPreferencesTypeLevel: [Same<Awaited<ReturnType<typeof notificationPreferencesOf>>, NotificationPreferences>] = [true];
// The deliveries' answers are parsed against these schemas in modules/deliveries/deliveries.test.ts.
const deliveriesTypeLevel: [
  Same<Awaited<ReturnType<typeof listTicketDeliveries>>, MessageDeliveries[]>,
  Same<Awaited<ReturnType<typeof outboxSummary>>, OutboxSummary>,
  Same<ReturnType<typeof presentDelivery>, Delivery>,
] = [true, true, true];

/** Parses a real answer; on failure names the resource and zod's issues (path and message). */
function conforms(name: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  assert.ok(result.success, `${name}: ${result.success ? '' : JSON.stringify(result.error.issues.slice(0, 5))}`);
}

const page = paginatedSchema;

describe('response contract: server answers satisfy @helpdesk/shared/resources', () => {
  let server: TestServer;
  let agent: Client;
  let vip: Client;
  let client: Client;
  const ids: Record<string, number> = {};

  before(async () => {
    server = await startServer({ tickets: 40 });
    agent = await login(server.base, 'admin@demo.test');
    vip = await login(server.base, 'vip@demo.test');
    client = await login(server.base, 'client@demo.test');
    for (const u of await server.database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    for (const c of await server.database.db.select({ id: companies.id, tag: companies.tag }).from(companies)) ids[c.tag] = c.id;
  });
  after(async () => server.close());

  it('general report and agent statistics', async () => {
    assert.ok(reportsOverviewTypeLevel.every(Boolean));
    conforms(
      'GET /api/admin/general-report',
      generalReportSchema,
      (await agent.get('/api/admin/general-report?from=2025-01&to=2026-11')).body.data,
    );
    conforms('GET /api/admin/agent-stats', agentStatsListSchema, (await agent.get('/api/admin/agent-stats')).body.data);
    conforms(
      'GET /api/admin/agent-stats/:id',
      agentStatsDetailSchema,
      (await agent.get(`/api/admin/agent-stats/${ids['agent@demo.test']}`)).body.data,
    );
  });

  it('compiles the presenters against the shared types', () => {
    assert.ok(typeLevel.every(Boolean));
    assert.ok(clientsTypeLevel.every(Boolean));
    assert.ok(financeTypeLevel.every(Boolean));
    assert.ok(invoicingTypeLevel.every(Boolean));
    assert.ok(devicesTypeLevel.every(Boolean));
    assert.ok(timeTypeLevel.every(Boolean));
    assert.ok(balanceTypeLevel.every(Boolean));
    assert.ok(notificationPreferencesTypeLevel.every(Boolean));
  });

  it('NotificationPreferences: a client’s and an agent’s own matrix', async () => {
    for (const who of [client, agent]) {
      conforms(
        'GET /api/profile/notification-preferences',
        notificationPreferencesSchema,
        (await who.get('/api/profile/notification-preferences')).body.data,
      );
    }
    assert.ok(deliveriesTypeLevel.every(Boolean));
  });

  it('CompanyRow pages and CompanyDetail', async () => {
    const list = await agent.get('/api/admin/company?per_page=100&sort=-open_tickets');
    assert.equal(list.status, 200);
    conforms('GET /api/admin/company', page(companyRowSchema), list.body);
    const one = await agent.get(`/api/admin/company/${ids.ACME}`);
    conforms('GET /api/admin/company/:id', companyDetailSchema, one.body.data);
  });

  it('TicketRow pages: staff and client lists, every filter of origin', async () => {
    for (const [who, url] of [
      [agent, '/api/admin/ticket?filter=all&per_page=100'],
      [agent, '/api/admin/ticket?filter=trashed'],
      [client, '/api/client/ticket?filter=all'],
      [vip, '/api/client/ticket?filter=all&scope=company'],
    ] as const) {
      const res = await who.get(url);
      assert.equal(res.status, 200, url);
      conforms(url, page(ticketRowSchema), res.body);
    }
    const origins = new Set((await agent.get('/api/admin/ticket?filter=all&per_page=100')).body.data.map((t: TicketRow) => t.origin));
    assert.ok(origins.size >= 3, `seeded origins: ${[...origins].join(', ')}`);
  });

  it('TicketDetail (staff) and ClientTicketDetail with messages, attachments, notes, time, history and planned works', async () => {
    const created = await agent.post('/api/admin/ticket', {
      company_id: ids.ACME,
      subject: 'Kontrakt',
      body: '<p>opis</p>',
      requester_id: ids['client@demo.test'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id as number;
    conforms('POST /api/admin/ticket', ticketDetailSchema, created.body.data);
    assert.equal((await agent.post(`/api/admin/ticket/${id}/reply`, { body: '<p>odpowiedź</p>' })).status, 201);
    assert.equal((await client.post(`/api/client/ticket/${id}/reply`, { body: '<p>dziękuję</p>' })).status, 201);
    assert.equal((await agent.post(`/api/admin/ticket/${id}/notes`, { body: 'notatka' })).status, 201);
    const report = await agent.post(`/api/admin/ticket/${id}/time-reports`, {
      day: '2026-11-02',
      from_hour: '09:00',
      kind: 'it',
      minutes: 45,
      description: 'praca',
    });
    assert.equal(report.status, 201, JSON.stringify(report.body));
    const work = await agent.post(`/api/admin/ticket/${id}/planned-works`, {
      start_time: new Date(Date.now() + 86_400_000).toISOString(),
      hours: 2,
    });
    assert.equal(work.status, 201, JSON.stringify(work.body));
    conforms('POST planned-works', plannedWorkSchema, work.body.data);
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'raport.pdf');
    const upload = await fetch(`${server.base}/api/admin/ticket/${id}/attachments`, {
      method: 'POST',
      body: form,
      headers: {
        'x-xsrf-token': decodeURIComponent(agent.cookies.get('XSRF-TOKEN')!),
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        accept: 'application/json',
      },
    });
    assert.equal(upload.status, 201);
    conforms('POST attachments', attachmentSchema, ((await upload.json()) as { data: unknown }).data);

    const staff = await agent.get(`/api/admin/ticket/${id}`);
    conforms('GET /api/admin/ticket/:id', ticketDetailSchema, staff.body.data);
    const detail = staff.body.data as TicketDetail;
    assert.ok(
      detail.messages.length === 2 &&
        detail.notes.length === 1 &&
        detail.time_reports.length === 1 &&
        detail.planned_works.length === 1 &&
        detail.attachments.length === 1,
    );
    assert.ok(detail.history.length > 0);
    const own = await client.get(`/api/client/ticket/${id}`);
    conforms('GET /api/client/ticket/:id', clientTicketDetailSchema, own.body.data);
    const works = await agent.get(`/api/admin/ticket/${id}/planned-works`);
    conforms('GET planned-works', plannedWorkSchema.array(), works.body.data);
    conforms('GET /api/admin/planned-work/list', plannedWorkSchema.array(), (await agent.get('/api/admin/planned-work/list')).body.data);

    // Every seeded ticket's page: e-mail, monitoring and reminder tickets with their senders and messages.
    for (const row of (await agent.get('/api/admin/ticket?filter=all&per_page=100')).body.data as TicketRow[]) {
      conforms(`GET /api/admin/ticket/${row.id}`, ticketDetailSchema, (await agent.get(`/api/admin/ticket/${row.id}`)).body.data);
    }
  });

  it('Project pages: staff list and page with budget, client list and page (VIP with time, client without)', async () => {
    const created = await agent.post('/api/admin/project', {
      name: 'Kontrakt',
      company_id: ids.ACME,
      hours: 10,
      deadline: '2027-03-31',
      manager_id: ids['manager@demo.test'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id as number;
    assert.equal(
      (
        await agent.post('/api/admin/ticket', {
          company_id: ids.ACME,
          subject: 'W projekcie',
          body: 'x',
          project_id: id,
          requester_id: ids['client@demo.test'],
        })
      ).status,
      201,
    );
    conforms('GET /api/admin/project', page(projectSchema), (await agent.get('/api/admin/project?filter=all')).body);
    conforms('GET /api/admin/project/:id', projectDetailSchema, (await agent.get(`/api/admin/project/${id}`)).body.data);
    for (const who of [vip, client]) {
      conforms('GET /api/client/project', page(projectSchema), (await who.get('/api/client/project')).body);
      const one = await who.get(`/api/client/project/${id}`);
      assert.equal(one.status, 200, JSON.stringify(one.body));
      conforms('GET /api/client/project/:id', projectDetailSchema, one.body.data);
    }
  });

  it('MonitoringLog: staff and client lists and one log with its text', async () => {
    const staffList = await agent.get('/api/admin/monitoring-log?filter=all');
    conforms('GET /api/admin/monitoring-log', page(monitoringLogSchema), staffList.body);
    const [first] = staffList.body.data as MonitoringLog[];
    assert.ok(first, 'the seed has monitoring logs');
    conforms(
      'GET /api/admin/monitoring-log/:id',
      monitoringLogDetailSchema,
      (await agent.get(`/api/admin/monitoring-log/${first.id}`)).body.data,
    );
    const clientList = await vip.get('/api/client/monitoring-log?filter=all');
    assert.equal(clientList.status, 200, JSON.stringify(clientList.body));
    conforms('GET /api/client/monitoring-log', page(monitoringLogSchema), clientList.body);
  });

  it('Reminder: list and one reminder with its runs', async () => {
    const list = await agent.get('/api/admin/reminder?filter=all');
    conforms('GET /api/admin/reminder', page(reminderSchema), list.body);
    const [first] = list.body.data as { id: number }[];
    assert.ok(first, 'the seed has reminders');
    conforms('GET /api/admin/reminder/:id', reminderDetailSchema, (await agent.get(`/api/admin/reminder/${first.id}`)).body.data);
  });

  it('UnassignedEmail: list and one e-mail with its body and files', async () => {
    const list = await agent.get('/api/admin/unassigned-email?filter=all');
    conforms('GET /api/admin/unassigned-email', page(unassignedEmailSchema), list.body);
    const [first] = list.body.data as UnassignedEmail[];
    assert.ok(first, 'the seed has unassigned e-mails');
    conforms(
      'GET /api/admin/unassigned-email/:id',
      unassignedEmailDetailSchema,
      (await agent.get(`/api/admin/unassigned-email/${first.id}`)).body.data,
    );
  });

  it('CompanyReport: the client area’s report over months', async () => {
    const res = await vip.get('/api/client/company-report?from=2026-09&to=2026-11');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    conforms('GET /api/client/company-report', companyReportSchema, res.body.data);
    assert.equal((res.body.data as CompanyReport).months.length, 3);
  });

  it('RemoteDeployment: every remote with its versions and history (admins)', async () => {
    const admin = await login(server.base, 'admin@demo.test');
    const res = await admin.get('/api/admin/remote-deployments');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    for (const row of res.body.data as unknown[]) conforms('GET /api/admin/remote-deployments', remoteDeploymentSchema, row);
  });

  it('a drifted answer fails the contract (an extra key, a nullable colour)', () => {
    const row = {
      id: 1,
      fullid: 'A/1',
      subject: 's',
      status: 'new',
      status_color: '#fff',
      priority: 'low',
      priority_color: '#fff',
      type: 'question',
      category: 'other',
      company: { id: 1, tag: 'A', short_name: 'A' },
      requester: null,
      origin: 'web',
      sender: null,
      assignee: null,
      created_at: '2026-11-02T10:00:00.000Z',
      updated_at: '2026-11-02T10:00:00.000Z',
      resolved_at: null,
      deleted_at: null,
      sla: {
        paused: false,
        first_response: { due_at: null, done_at: null, state: 'none' },
        resolution: { due_at: null, done_at: null, state: 'none' },
      },
      version: 1,
    };
    assert.ok(ticketRowSchema.safeParse(row).success);
    assert.ok(!ticketRowSchema.safeParse({ ...row, extra: 1 }).success);
    assert.ok(!ticketRowSchema.safeParse({ ...row, status_color: null }).success);
  });

  it('Agent and EvaluationPage: the admin lists of agents (deleted ones too) and evaluations', async () => {
    const agents = await agent.get('/api/admin/agent?filter=all&per_page=100');
    assert.equal(agents.status, 200, JSON.stringify(agents.body));
    conforms('GET /api/admin/agent', page(agentRecordSchema), agents.body);
    conforms('GET /api/admin/agent/:id', agentRecordSchema, (await agent.get(`/api/admin/agent/${ids['agent@demo.test']}`)).body.data);
    const evaluations = await agent.get('/api/admin/evaluations?per_page=100');
    assert.ok(evaluations.body.data.length > 0, 'the seed has evaluations');
    conforms('GET /api/admin/evaluations', evaluationPageSchema, evaluations.body);
    conforms(
      'GET /api/admin/company/:id/evaluations',
      evaluationPageSchema,
      (await agent.get(`/api/admin/company/${ids.ACME}/evaluations`)).body,
    );
  });

  it('finance: agent costs, company pricing, preview and profitability', async () => {
    const cost = await agent.post('/api/admin/agent-costs', {
      agent_id: ids['agent@demo.test'],
      net_salary: '6000',
      allowances: '1000,50',
      valid_from: '2026-01-01',
    });
    assert.equal(cost.status, 201, JSON.stringify(cost.body));
    conforms('POST /api/admin/agent-costs', agentCostSchema, cost.body.data);
    conforms('GET /api/admin/agent-costs', agentCostSchema.array(), (await agent.get('/api/admin/agent-costs')).body.data);
    const pricing = {
      company_id: ids.ACME,
      package_hours: 10,
      package_price: '1000',
      overtime_price: '100',
      package_visits: 1,
      extra_visit_price: '50',
      valid_from: '2026-01-01',
    };
    const saved = await agent.post('/api/admin/company-pricing', pricing);
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    conforms('POST /api/admin/company-pricing', companyPricingSchema, saved.body.data);
    conforms('GET /api/admin/company-pricing', companyPricingSchema.array(), (await agent.get('/api/admin/company-pricing')).body.data);
    conforms(
      'POST /api/admin/company-pricing/preview',
      pricingPreviewSchema.array(),
      (await agent.post('/api/admin/company-pricing/preview', { ...pricing, valid_from: '2025-06-01', id: saved.body.data.id })).body.data,
    );
    conforms(
      'GET /api/admin/profitability',
      companyProfitabilitySchema,
      (await agent.get('/api/admin/profitability?from=2025-06&to=2026-10')).body.data,
    );
    conforms(
      'GET /api/admin/profitability/:id',
      companyProfitDetailSchema,
      (await agent.get(`/api/admin/profitability/${ids.ACME}?from=2025-06&to=2026-10`)).body.data,
    );
    conforms(
      'GET /api/admin/agent-profitability',
      agentProfitabilitySchema,
      (await agent.get('/api/admin/agent-profitability?from=2025-06&to=2026-10')).body.data,
    );
    conforms('GET /api/admin/invoicing', invoiceMonthSchema, (await agent.get('/api/admin/invoicing?month=2026-01')).body.data);
    assert.equal((await agent.post('/api/admin/invoicing/approve', { month: '2026-01', company_ids: [ids.ACME] })).status, 200);
    conforms(
      'GET /api/admin/invoicing/:id',
      invoiceDetailSchema,
      (await agent.get(`/api/admin/invoicing/${ids.ACME}?month=2026-01`)).body.data,
    );
    conforms(
      'GET /api/admin/agent-profitability/:id',
      agentProfitDetailSchema,
      (await agent.get(`/api/admin/agent-profitability/${ids['agent@demo.test']}?from=2025-06&to=2026-10`)).body.data,
    );
  });

  it('Device pages: the CMDB list and the device page with its tickets', async () => {
    const created = await agent.post('/api/admin/asset', {
      company_id: ids.ACME,
      owner_id: ids['client@demo.test'],
      type: 'laptop',
      vendor: 'Dell',
      serial: 'SN-CONTRACT',
      software: [{ name: 'Office' }],
      displays: [{ size: '27"' }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    conforms('POST /api/admin/asset', deviceDetailSchema, created.body.data);
    assert.equal(
      (
        await agent.post('/api/admin/ticket', {
          company_id: ids.ACME,
          subject: 'Na urządzeniu',
          body: 'x',
          device_id: created.body.data.id,
        })
      ).status,
      201,
    );
    conforms('GET /api/admin/asset/:id', deviceDetailSchema, (await agent.get(`/api/admin/asset/${created.body.data.id}`)).body.data);
    conforms('GET /api/admin/asset', page(deviceSchema), (await agent.get('/api/admin/asset?per_page=100&filter=all')).body);
    // The global search finds the device, its company and its ticket: every hit kind's shape, grouped and paged.
    conforms('GET /api/admin/search', searchResultSchema, (await agent.get('/api/admin/search?q=acme')).body.data);
    conforms('GET /api/admin/search?type=', page(searchHitSchema), (await agent.get('/api/admin/search?q=acme&type=tickets')).body);
  });

  it('TimeAcceptItem and InternalTime: the acceptance queue (a corrected report too) and internal time', async () => {
    const ticket = (await agent.get(`/api/admin/ticket?filter=all&company_id=${ids.ACME}`)).body.data[0] as { id: number };
    const report = { day: '2026-10-06', from_hour: '17:00', kind: 'it', minutes: 30, overtime: 50, arrival: true };
    const added = await agent.post(`/api/admin/ticket/${ticket.id}/time-reports`, report);
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal((await agent.post('/api/admin/time-accept/reject', { ids: [added.body.data.id], reason: 'Popraw' })).status, 200);
    assert.equal(
      (await agent.request('PUT', `/api/admin/ticket/${ticket.id}/time-reports/${added.body.data.id}`, { ...report, minutes: 20 })).status,
      200,
    );
    const queue = await agent.get('/api/admin/time-accept?status=all');
    assert.ok(queue.body.data.some((r: TimeAcceptItem) => r.previous !== null));
    conforms('GET /api/admin/time-accept', paginatedSchema(timeAcceptItemSchema), queue.body);
    const created = await agent.post('/api/admin/internal-time', {
      day: '2026-10-06',
      from_hour: '08:00',
      minutes: 45,
      category: 'offers',
    });
    conforms('POST /api/admin/internal-time', internalTimeSchema, created.body.data);
    conforms('GET /api/admin/internal-time', internalTimePageSchema, (await agent.get('/api/admin/internal-time')).body);
  });

  it('Leave lists and Holiday lists', async () => {
    assert.ok(leavesTypeLevel.every(Boolean));
    const leaves = await agent.get('/api/admin/leave?from=2000-01-01&to=2000-12-31');
    assert.equal(leaves.status, 200);
    await agent.post('/api/admin/leave', { start: '2000-03-01', end: '2000-03-02', type: 'free', description: 'x' });
    for (const l of (await agent.get('/api/admin/leave?from=2000-01-01&to=2000-12-31')).body.data)
      conforms('GET /api/admin/leave', leaveSchema, l);
    const year = new Date().getUTCFullYear();
    for (const h of (await agent.get(`/api/admin/holiday?year=${year}`)).body.data) conforms('GET /api/admin/holiday', holidaySchema, h);
  });

  it('ContractBalance: the staff and the VIP answers', async () => {
    conforms(
      'GET /api/admin/companies/:id/balance',
      contractBalanceSchema,
      (await agent.get(`/api/admin/companies/${ids.ACME}/balance`)).body.data,
    );
    conforms('GET /api/client/contract-balance', contractBalanceSchema, (await vip.get('/api/client/contract-balance')).body.data);
  });
});

// Competency matrix and access data: presenters return the shared resources, and real answers parse.
import {
  allowedIpListSchema,
  competencyListSchema,
  loginLogPageSchema,
  strongestAgentSchema,
  type AllowedIpList,
  type CompetencyRow,
  type LoginLogEntry,
  type StrongestAgent,
} from '@helpdesk/shared/resources';
import type { listCompetencies, setCompetency, strongestFor } from './competencies/service';
import type { listAllowedIps, listLoginLog } from './access-data/service';

const accessTypeLevel: [
  Same<Awaited<ReturnType<typeof listCompetencies>>, CompetencyRow[]>,
  Same<Awaited<ReturnType<typeof setCompetency>>, CompetencyRow>,
  Same<Awaited<ReturnType<typeof strongestFor>>, StrongestAgent[]>,
  Same<Awaited<ReturnType<typeof listLoginLog>>, Paginated<LoginLogEntry>>,
  Same<Awaited<ReturnType<typeof listAllowedIps>>, AllowedIpList>,
] = [true, true, true, true, true];

describe('response contract: competencies and access data', () => {
  let server: TestServer;
  let admin: Client;
  before(async () => {
    server = await startServer({ tickets: 5 });
    admin = await login(server.base, 'admin@demo.test');
  });
  after(async () => server.close());

  it('CompetencyRow lists, StrongestAgent, LoginLogEntry pages and the AllowedIp list', async () => {
    assert.ok(accessTypeLevel.every(Boolean));
    conforms('GET /api/admin/competencies', competencyListSchema, (await admin.get('/api/admin/competencies')).body);
    conforms(
      'GET /api/admin/competencies/strongest',
      strongestAgentSchema.array(),
      (await admin.get('/api/admin/competencies/strongest?category=network')).body.data,
    );
    conforms(
      'GET /api/admin/access-data/login-log',
      loginLogPageSchema,
      (await admin.get('/api/admin/access-data/login-log?per_page=100')).body,
    );
    conforms('GET /api/admin/access-data/allowed-ips', allowedIpListSchema, (await admin.get('/api/admin/access-data/allowed-ips')).body);
  });
});
