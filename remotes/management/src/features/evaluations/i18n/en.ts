/** English texts of the evaluations screen (namespace 'management', key `evaluations`); the Polish ones are in pl.ts, each language its own chunk. */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';
import type { evaluationsPl } from './pl.ts';

export const evaluationsEn: typeof evaluationsPl = {
  empty: 'No evaluations for these filters',
  anyCompany: 'Any company',
  anyAgent: 'Any agent',
  anyRating: 'Any rating',
  anyReason: 'Any reason',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  columns: {
    rating: 'Rating',
    ticket: 'Ticket',
    agent: 'Agent',
    company: 'Company',
    user: 'Rated by',
    date: 'Date',
    reason: 'Reason',
    comment: 'Comment',
  },
  reasons: VOCABULARY.en.evaluationReason,
  ratingLabel: '{{rating}} / 5',
  summary: { average: 'Average rating', count: 'Evaluations', none: 'none' },
  distribution: 'Distribution of ratings',
  reasonsChart: 'Reasons of low ratings',
  chartLoading: 'Loading the chart…',
  chartFailed: 'Could not load the chart.',
  companyTitle: 'Evaluations of {{name}}',
  backToCompanies: 'Back to companies',
  notFound: 'Could not load the evaluations.',
};
