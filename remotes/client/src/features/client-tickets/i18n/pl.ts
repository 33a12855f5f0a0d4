/** Polish texts of the ticket evaluation panel (key `evaluation`). */
export const evaluationPl = {
  ask: 'Zgłoszenie jest rozwiązane. Jak oceniasz naszą pracę?',
  ratedBy: 'Ocenił(a): {{name}}, {{at}}',
};
