/** Money on screen: integer grosze from the API, shown as złote in the user's language; typed back as złote text. */
import { formatMoney as formatZloty } from '@helpdesk/shared/format';

export { formatPercent } from '@helpdesk/shared/format';

export function formatMoney(grosze: number, lang: string | undefined): string {
  return formatZloty(grosze / 100, lang);
}

/** Grosze as a form value: "1234,56" (Polish) or "1234.56"; the server's schema reads both. */
export function moneyInput(grosze: number, lang: string | undefined): string {
  const text = `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
  return lang === 'en' ? text : text.replace('.', ',');
}
