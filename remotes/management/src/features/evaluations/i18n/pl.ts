/** Polish texts of the evaluations screen (namespace 'management', key `evaluations`). */
import { VOCABULARY } from '@helpdesk/shared/vocabulary';

export const evaluationsPl = {
  empty: 'Brak ocen dla wybranych filtrów',
  anyCompany: 'Każda firma',
  anyAgent: 'Każdy agent',
  anyRating: 'Każda ocena',
  anyReason: 'Każdy powód',
  from: 'Od',
  to: 'Do',
  clear: 'Wyczyść filtry',
  columns: {
    rating: 'Ocena',
    ticket: 'Zgłoszenie',
    agent: 'Agent',
    company: 'Firma',
    user: 'Oceniający',
    date: 'Data',
    reason: 'Powód',
    comment: 'Komentarz',
  },
  reasons: VOCABULARY.pl.evaluationReason,
  ratingLabel: '{{rating}} / 5',
  summary: { average: 'Średnia ocena', count: 'Liczba ocen', none: 'brak' },
  distribution: 'Rozkład ocen',
  reasonsChart: 'Powody niskich ocen',
  chartLoading: 'Wczytywanie wykresu…',
  chartFailed: 'Nie udało się wczytać wykresu.',
  companyTitle: 'Oceny firmy {{name}}',
  backToCompanies: 'Wróć do firm',
  notFound: 'Nie udało się wczytać ocen.',
};
