import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { type CSSProperties, useEffect, useRef } from 'react';

type EChartEvents = Record<string, (params: unknown) => void>;

type EChartCanvasProps = {
  /** A full option: each change replaces the chart's (notMerge). */
  option: EChartsCoreOption;
  onEvents?: EChartEvents;
  style?: CSSProperties;
  className?: string;
};

/**
 * An ECharts canvas of the charts registered by its caller (`echarts.use`), following its
 * container's width; disposed on unmount. The statistics charts and the season chart draw on it.
 */
export function EChartCanvas({ option, onEvents, style, className }: EChartCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = echarts.init(container);
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !onEvents) return;
    for (const [name, handler] of Object.entries(onEvents)) chart.on(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(onEvents)) chart.off(name, handler);
    };
  }, [onEvents]);

  return <div ref={containerRef} style={style} className={className} />;
}
