/** Money on screen: integer grosze from the API, shown as złote in the user's language; typed back as złote text. */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(grosze: number, lang: string | undefined): string {
  const key = lang === 'en' ? 'en' : 'pl';
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(key === 'en' ? 'en-GB' : 'pl-PL', { style: 'currency', currency: 'PLN' })));
  return f.format(grosze / 100);
}

/** Grosze as a form value: "1234,56" (Polish) or "1234.56"; the server's schema reads both. */
export function moneyInput(grosze: number, lang: string | undefined): string {
  const text = `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
  return lang === 'en' ? text : text.replace('.', ',');
}

export function formatPercent(value: number | null, lang: string | undefined): string {
  return value === null ? '—' : `${new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: 1 }).format(value)} %`;
}
