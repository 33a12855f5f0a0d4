/**
 * Revenue and cost by month as grouped bars (ECharts core build, SVG renderer). Loaded lazily by the profitability
 * screens, so the charting library is a chunk of its own that the first screen never waits for.
 */
import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

import { useFormats } from '@helpdesk/shared/use-formats';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ProfitChartProps {
  label: string;
  categories: string[];
  series: { name: string; values: number[]; color: string }[];
}

export function ProfitChart({ label, categories, series }: ProfitChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const formats = useFormats();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // ECharts writes values with English separators ("50,000"): the user's language writes them.
    const number = (v: unknown) => (typeof v === 'number' ? formats.number(v) : String(v ?? ''));
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption({
      grid: { left: 64, right: 16, top: 32, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: number },
      xAxis: { type: 'category', data: categories },
      yAxis: { type: 'value', axisLabel: { formatter: number } },
      series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, itemStyle: { color: s.color } })),
    });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.dispose();
    };
  }, [label, categories, series, formats]);
  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height: 260 }} />;
}
