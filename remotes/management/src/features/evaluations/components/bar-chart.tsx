/**
 * A bar chart drawn by ECharts (core build: bars, grid, tooltip, SVG renderer). This module is loaded lazily by
 * EvaluationCharts, so the charting library is a chunk of its own that the first screen never waits for.
 */
import { useEffect, useRef } from 'react';
import { BarChart as Bars } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

import { useFormats } from '@helpdesk/shared/use-formats';

use([Bars, GridComponent, TooltipComponent, SVGRenderer]);

export interface BarChartProps {
  label: string;
  categories: string[];
  values: number[];
  /** Bars laid horizontally (long category names). */
  horizontal?: boolean;
  /** A colour ECharts can paint (hex; not a CSS variable). */
  color?: string;
}

export function BarChart({ label, categories, values, horizontal = false, color = '#0f6cbd' }: BarChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const formats = useFormats();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // ECharts writes values with English separators: the user's language writes them.
    const number = (v: unknown) => (typeof v === 'number' ? formats.number(v) : String(v ?? ''));
    const chart = init(element, undefined, { renderer: 'svg' });
    const category = { type: 'category' as const, data: categories, axisLabel: { interval: 0, width: 160, overflow: 'truncate' as const } };
    const value = { type: 'value' as const, minInterval: 1, axisLabel: { formatter: number } };
    chart.setOption({
      grid: { left: horizontal ? 170 : 40, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: number },
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? category : value,
      series: [{ type: 'bar', data: values, itemStyle: { color }, name: label }],
    });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.dispose();
    };
  }, [label, categories, values, horizontal, color, formats]);
  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height: horizontal ? 240 : 200 }} />;
}
