/**
 * The numbers a report chart draws, in the user's language (issue #37: "1,200" on the Polish axes). ECharts left to
 * itself writes every value with English separators; the chart is drawn here by ECharts itself — its full build,
 * server-side to an SVG string, since jsdom lays nothing out — and its axis labels are read from that SVG.
 */
import { act, render, screen } from '@testing-library/react';
import { i18n } from '@helpdesk/shared';
import { setUpScreenTests } from '@helpdesk/shared/testing';
import { Chart } from './chart.tsx';

interface DrawnChart {
  renderToSVGString: () => string;
}
const mockDrawn: DrawnChart[] = [];

// The module parts the chart registers are all in the full build; init draws without a DOM at a fixed size, and
// text is measured without a canvas (jsdom has none): 7 px a character.
jest.mock('echarts/core', () => {
  const echarts = jest.requireActual('../../node_modules/echarts/dist/echarts.js') as {
    init: (dom: null, theme: unknown, options: object) => DrawnChart;
    setPlatformAPI: (api: { measureText: (text: string) => { width: number } }) => void;
  };
  echarts.setPlatformAPI({ measureText: (text) => ({ width: text.length * 7 }) });
  return {
    use: () => undefined,
    init: (_dom: HTMLElement, theme: unknown, options: object) => {
      const chart = echarts.init(null, theme, { ...options, ssr: true, width: 640, height: 260 });
      mockDrawn.push(chart);
      return chart;
    },
  };
});
jest.mock('echarts/charts', () => ({ BarChart: {}, LineChart: {} }));
jest.mock('echarts/components', () => ({ GridComponent: {}, LegendComponent: {}, TooltipComponent: {} }));
jest.mock('echarts/renderers', () => ({ SVGRenderer: {} }));

/** The texts of the drawn SVG (axis labels, legend), entities decoded. */
function drawnTexts(): string[] {
  const svg = new DOMParser().parseFromString(mockDrawn.at(-1)!.renderToSVGString(), 'image/svg+xml');
  return [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '');
}

const MINUTES = [12_400, 21_300, 18_050];

describe.each([
  ['pl', '20\u00a0000', /\d,\d{3}/],
  ['en', '20,000', /\d\s\d{3}/],
] as const)('a report chart in %s', (lang, twentyThousand, foreign) => {
  setUpScreenTests();
  beforeEach(async () => {
    mockDrawn.length = 0;
    await act(() => i18n.changeLanguage(lang));
  });

  it("writes its value axis with the language's separators", async () => {
    render(<Chart label="Minuty" categories={['2026-09', '2026-10', '2026-11']} series={[{ name: 'IT', values: MINUTES }]} />);
    expect(await screen.findByRole('img', { name: 'Minuty' })).toBeInTheDocument();
    const texts = drawnTexts();
    expect(texts).toContain(twentyThousand);
    expect(texts.filter((t) => foreign.test(t))).toEqual([]);
  });
});
