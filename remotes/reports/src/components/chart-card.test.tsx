import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@helpdesk/shared';
import { setUpScreenTests } from '@helpdesk/shared/testing';
import type { Column } from './figures-table.tsx';
import { ChartCard, type ChartSeries } from './chart-card.tsx';
import '../i18n/figures/register.ts';

// jsdom draws no ECharts: the stand-in exposes what the chart was given, to compare with the table.
jest.mock('./chart.tsx', () => ({
  Chart: ({ label, categories, series }: { label: string; categories: string[]; series: { name: string; values: number[] }[] }) => (
    <div
      role="img"
      aria-label={label}
      data-chart={JSON.stringify({ categories, series: series.map((s) => ({ name: s.name, values: s.values })) })}
    />
  ),
}));

interface Month {
  month: string;
  opened: number;
  resolved: number;
  backlog: number;
}

const MONTHS: Month[] = [
  { month: '2026-09', opened: 7, resolved: 5, backlog: 4 },
  { month: '2026-10', opened: 10, resolved: 8, backlog: 6 },
  { month: '2026-11', opened: 20, resolved: 17, backlog: 9 },
];

const TEXTS = {
  pl: {
    title: 'Zgłoszenia w miesiącach',
    month: 'Miesiąc',
    opened: 'Otwarte',
    resolved: 'Rozwiązane',
    backlog: 'Zaległe na koniec',
    show: 'Pokaż dane w tabeli',
  },
  en: {
    title: 'Tickets by month',
    month: 'Month',
    opened: 'Opened',
    resolved: 'Resolved',
    backlog: 'Backlog at the end',
    show: 'Show the data as a table',
  },
};

function renderCard(lang: 'pl' | 'en') {
  const x = TEXTS[lang];
  const series: ChartSeries[] = [
    { name: x.opened, values: MONTHS.map((m) => m.opened) },
    { name: x.resolved, values: MONTHS.map((m) => m.resolved) },
    { name: x.backlog, values: MONTHS.map((m) => m.backlog), type: 'line' },
  ];
  const columns: Column<Month>[] = [
    { key: 'month', header: x.month, value: (m) => m.month },
    { key: 'opened', header: x.opened, value: (m) => m.opened, numeric: true },
    { key: 'resolved', header: x.resolved, value: (m) => m.resolved, numeric: true },
    { key: 'backlog', header: x.backlog, value: (m) => m.backlog, numeric: true },
  ];
  render(
    <FluentProvider theme={webLightTheme}>
      <ChartCard
        testId="chart"
        title={x.title}
        categories={MONTHS.map((m) => m.month)}
        series={series}
        table={{ columns, rows: MONTHS, rowKey: (m) => m.month }}
      />
    </FluentProvider>,
  );
}

/**
 * Every figure the chart draws, found in the table where a screen reader would read it: in the row headed by the
 * chart's category, under the column headed by the series' name.
 */
function expectTableHoldsChart(chart: HTMLElement, table: HTMLElement) {
  const { categories, series } = JSON.parse(chart.getAttribute('data-chart')!) as {
    categories: string[];
    series: { name: string; values: number[] }[];
  };
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  categories.forEach((category, index) => {
    const row = within(table).getByRole('rowheader', { name: category }).closest('tr')!;
    const cells = [...row.querySelectorAll('th, td')];
    for (const s of series) {
      expect(cells[headers.indexOf(s.name)]).toHaveTextContent(String(s.values[index]));
    }
  });
}

describe.each(['pl', 'en'] as const)('a report chart with its figures as a table (%s)', (lang) => {
  setUpScreenTests();
  beforeEach(async () => {
    await act(() => i18n.changeLanguage(lang));
  });

  it('offers the table from the keyboard; its row and column headers hold every figure of the chart', async () => {
    const x = TEXTS[lang];
    const u = userEvent.setup();
    renderCard(lang);
    const chart = await screen.findByRole('img', { name: x.title });
    const table = screen.getByRole('table', { name: x.title });
    expect(table).not.toBeVisible();

    // The toggle is a native <summary>: the first stop of the keyboard in the card (jsdom has no Enter activation
    // for it, the browser has; the click stands for it here).
    await u.tab();
    expect(screen.getByText(x.show)).toHaveFocus();
    await u.click(screen.getByText(x.show));
    expect(table).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([x.month, x.opened, x.resolved, x.backlog]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['2026-09', '2026-10', '2026-11']);
    expectTableHoldsChart(chart, table);
  });
});
