/**
 * A chart drawn by ECharts (core build: bars, lines, grid, tooltip, legend, SVG renderer). Loaded lazily by
 * ChartCard, so the charting library is a chunk of its own that the first route never waits for. Text and axis
 * colours come from the element's computed colour, so the chart reads in the light and the dark theme.
 */
import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useFormats } from '@helpdesk/shared/use-formats';
import type { ChartSeries } from './chart-card.tsx';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Colours readable on both themes' backgrounds (Fluent palette). */
const PALETTE = ['#0f6cbd', '#e3008c', '#13a10e', '#ca5010', '#8764b8', '#038387', '#c50f1f'];

export interface ChartProps {
  label: string;
  categories: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  height?: number;
}

export function Chart({ label, categories, series, horizontal = false, height = 260 }: ChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const formats = useFormats();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // ECharts writes axis values and tooltips with English separators ("1,200"): the user's language writes them.
    const number = (v: unknown) => (typeof v === 'number' ? formats.number(v) : String(v ?? ''));
    const text = getComputedStyle(element).color || '#424242';
    const chart = init(element, undefined, { renderer: 'svg' });
    const category = {
      type: 'category' as const,
      data: categories,
      axisLabel: { color: text, width: 150, overflow: 'truncate' as const },
      axisLine: { lineStyle: { color: text } },
    };
    const values = series.filter((s) => !s.secondAxis);
    const value = (s?: ChartSeries) => ({
      type: 'value' as const,
      minInterval: 1,
      axisLabel: { color: text, formatter: (v: number) => (s?.unit === 'percent' ? formats.percent(v) : formats.number(v)) },
      splitLine: { lineStyle: { opacity: 0.3 } },
    });
    const second = series.find((s) => s.secondAxis);
    chart.setOption({
      color: PALETTE,
      textStyle: { color: text },
      legend: { top: 0, textStyle: { color: text } },
      grid: { left: horizontal ? 160 : 48, right: second ? 48 : 16, top: 36, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: number },
      xAxis: horizontal ? value(values[0]) : category,
      yAxis: horizontal ? category : second ? [value(values[0]), value(second)] : value(values[0]),
      series: series.map((s) => ({
        type: s.type ?? 'bar',
        name: s.name,
        data: s.values,
        stack: s.stack,
        yAxisIndex: s.secondAxis ? 1 : 0,
      })),
    });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.dispose();
    };
  }, [label, categories, series, horizontal, formats]);
  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
