/** Polish public holidays of a year (fixed dates plus the Easter-based ones). */
function easterSunday(year: number): Date {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

export function polishHolidays(year: number): { name: string; date: string }[] {
  const easter = easterSunday(year);
  const fixed: [string, number, number][] = [
    ['Nowy Rok', 1, 1],
    ['Święto Trzech Króli', 1, 6],
    ['Święto Pracy', 5, 1],
    ['Święto Konstytucji 3 Maja', 5, 3],
    ['Wniebowzięcie Najświętszej Maryi Panny', 8, 15],
    ['Wszystkich Świętych', 11, 1],
    ['Narodowe Święto Niepodległości', 11, 11],
    ['Boże Narodzenie (pierwszy dzień)', 12, 25],
    ['Boże Narodzenie (drugi dzień)', 12, 26],
  ];
  if (year >= 2025) fixed.push(['Wigilia Bożego Narodzenia', 12, 24]);
  return [
    ...fixed.map(([name, month, day]) => ({ name, date: iso(new Date(Date.UTC(year, month - 1, day))) })),
    { name: 'Wielkanoc', date: iso(easter) },
    { name: 'Poniedziałek Wielkanocny', date: iso(plusDays(easter, 1)) },
    { name: 'Zielone Świątki', date: iso(plusDays(easter, 49)) },
    { name: 'Boże Ciało', date: iso(plusDays(easter, 60)) },
  ].sort((a, b) => a.date.localeCompare(b.date));
}
