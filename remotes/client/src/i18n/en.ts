import { CLIENT_TICKET_FILTERS } from '@helpdesk/shared/enums';
import { namesOf, VOCABULARY } from '@helpdesk/shared/vocabulary';
import { evaluationEn } from '../features/client-tickets/i18n/en.ts';
import { projectsEn } from '../features/projects/i18n/en.ts';
import { monitoringEn } from '../features/monitoring-log/i18n/en.ts';
import { reportEn } from '../features/company-report/i18n/en.ts';
import { employeesEn } from '../features/employees/i18n/en.ts';
import type { pl } from './pl.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the client remote; the type keeps its keys equal to the Polish file's. */
export const en: Texts<typeof pl> = {
  name: 'Client area',
  screens: {
    ticketList: 'My tickets',
    companyTickets: 'Company tickets',
    ticketCreate: 'New ticket',
    ticketShow: 'Ticket details',
    projectList: 'Projects',
    projectShow: 'Project details',
    employeeList: 'Employees',
    employeeCreate: 'New employee',
    employeeEdit: 'Edit employee',
    companyReport: 'Company report',
    contractBalance: 'Contract',
    monitoringLog: 'Monitoring logs',
  },
  common: {
    loading: 'Loading…',
    loadError: 'Could not load the data.',
    cancel: 'Cancel',
    save: 'Save',
    required: 'This field is required',
    actionFailed: 'The operation failed',
    yes: 'Yes',
    no: 'No',
  },
  vocabulary: {
    role: VOCABULARY.en.clientRole,
    lang: VOCABULARY.en.language,
    projectState: VOCABULARY.en.projectState,
    kind: VOCABULARY.en.timeReportKind,
  },
  attachments: {
    add: 'Add attachments',
  },
  tickets: {
    add: 'Add ticket',
    unassigned: 'Unassigned',
    list: {
      label: 'Tickets',
      filters: 'Ticket filters',
      search: 'Search tickets',
      sort: 'Sort',
      empty: 'No tickets in this view.',
      emptySearch: 'Nothing found for "{{search}}".',
      clearSearch: 'Clear search',
    },
    filters: namesOf('en', 'ticketFilter', CLIENT_TICKET_FILTERS),
    sorts: {
      '-created_at': 'Newest',
      created_at: 'Oldest',
      '-updated_at': 'Recently changed',
      subject: 'Subject (A–Z)',
      '-priority': 'Priority (highest)',
      status: 'Status',
    },
    columns: {
      number: 'Number',
      subject: 'Subject',
      status: 'Status',
      priority: 'Priority',
      requester: 'Requester',
      assignee: 'Assignee',
      created: 'Created',
      updated: 'Updated',
    },
    fields: {
      subject: 'Subject',
      body: 'Description',
      category: 'Category',
      priority: 'Priority',
      device: 'Device',
      cc: 'Related persons (CC)',
      status: 'Status',
      type: 'Type',
      requester: 'Requester',
      assignee: 'Assignee',
      project: 'Project',
      created: 'Created',
      updated: 'Updated',
      resolved: 'Resolved',
    },
    create: {
      submit: 'Send ticket',
      created: 'Ticket created',
      failed: 'The ticket could not be sent. Please try again.',
      filesFailed: 'These files could not be attached: {{names}}',
      bodyHint: 'Describe what happens, since when, and what it concerns.',
      noDevice: 'No device',
      sharedDevice: 'shared',
      ccPlaceholder: 'Choose colleagues',
    },
    show: {
      details: 'Details',
      missing: 'The ticket was not found or you have no access to it.',
      backToList: 'Back to tickets',
    },
    thread: {
      label: 'Ticket thread',
      request: 'Request',
      agent: 'Support',
      client: 'Client',
    },
    reply: {
      label: 'Your reply',
      send: 'Send reply',
      sent: 'Answer added',
      reopens: 'Replying puts the ticket back to work.',
      publicHint: 'Support and the related persons will see your reply.',
      conflict: 'The ticket changed in the meantime. Check the thread and send again.',
    },
    close: {
      action: 'Close as resolved',
      title: 'Close the ticket?',
      body: 'The ticket will be marked as resolved. If the problem comes back, just reply.',
      confirm: 'Close ticket',
      done: 'Ticket closed as resolved',
    },
  },
  evaluation: evaluationEn,
  employees: employeesEn,
  report: reportEn,
  monitoring: monitoringEn,
  projects: projectsEn,
  consumption: {
    accepted: 'Of which accepted {{accepted}} · waiting for acceptance {{pending}}',
    explain:
      'Used: reported time that is not rejected (rounded by the time rules) — what will be billed once accepted. Accepted: only the time already accepted.',
    explainLabel: 'What these figures mean',
  },
  balance: {
    title: 'Contract this month',
    error: 'The contract balance could not be loaded.',
    retry: 'Reload the balance',
    hoursLeft: 'Hours left',
    visitsLeft: 'Visits left',
    noLimit: 'No limit',
    used: 'Used {{used}} of {{package}}',
    usedOnly: 'Used {{used}}',
    visitsUsed: 'Used {{used}} of {{package}}',
    burnDown: 'Burn-down of the hours package: {{left}} left on {{day}}',
    runsOut: 'At this pace the package runs out on {{day}}',
    lasts: 'At this pace the package lasts the month',
  },
};
