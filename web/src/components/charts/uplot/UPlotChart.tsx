// A uPlot chart in a figure: uPlot is loaded on first use (loadUPlot), drawn at its container's
// width and redrawn at the new width when the container changes (uPlot needs a width in pixels;
// a ResizeObserver follows a phone's 390 px or a desktop's 1440 px). Screen readers get the title and
// a summary of the figures as text; the canvas and uPlot's legend are for the eye (the reports put
// every figure in a table beside their chart). `data-rendered` is "true" once uPlot has drawn the
// data now given (false again while new data waits for its plot): the render benchmark waits for it.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { loadUPlot, type UPlotModule } from './loadUPlot.ts';
import { chartColors, type ChartColors } from './theme.ts';
import '../charts.css';

// Start fetching uPlot when a page that draws these charts loads, alongside the page's own data
// request, instead of once the data has come back (the chart then only has to draw).
loadUPlot().catch((err: unknown) => {
  // a prefetch only: the chart loads uPlot again when it draws, and says so if that fails too
  console.warn('Prefetching the chart library failed:', err);
});

/** uPlot's options except the size, built once the module is loaded (path builders live on it). */
export type BuildChart = (lib: UPlotModule, colors: ChartColors) => Omit<uPlot.Options, 'width' | 'height'>;

interface Props {
  title: string;
  /** the figures in words, for screen readers */
  summary: string;
  /** the plot's height in pixels (the legend comes below it) */
  height: number;
  /** uPlot's columns: x first, one array per series; a new array draws a new plot */
  data: uPlot.AlignedData;
  build: BuildChart;
  testId?: string;
}

export function UPlotChart({ title, summary, height, data, build, testId }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // the builder is read when a plot is made; a caller's new closure alone does not redraw
  const builder = useRef(build);
  builder.current = build;
  const [lib, setLib] = useState<UPlotModule | null>(null);
  const [width, setWidth] = useState(0);
  // which data the plot on screen shows: "rendered" is true only once uPlot has drawn *this* data
  const [drawnFor, setDrawnFor] = useState<uPlot.AlignedData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadUPlot().then(
      (m) => {
        if (live) setLib(() => m);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(Math.floor(el.clientWidth));
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w !== undefined) setWidth(Math.floor(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const visible = width > 0;
  useEffect(() => {
    const el = box.current;
    if (!lib || !el || !visible) return;
    const options = builder.current(lib, chartColors(el));
    const u = new lib(
      {
        ...options,
        width: Math.floor(el.clientWidth),
        height,
        hooks: { ...options.hooks, draw: [...(options.hooks?.draw ?? []), () => setDrawnFor(data)] },
      },
      data,
      el,
    );
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
  }, [lib, visible, data, height]);

  // a new width resizes the plot in place (no new plot, no refetch)
  useEffect(() => {
    const u = plot.current;
    if (u && width > 0 && u.width !== width) u.setSize({ width, height });
  }, [width, height]);

  return (
    <figure className="chart uplot-chart" data-testid={testId} data-rendered={drawnFor === data ? 'true' : 'false'} aria-labelledby={`${id}-c`}>
      <figcaption id={`${id}-c`} className="visually-hidden">{`${title}. ${summary}`}</figcaption>
      {failed ? (
        <p className="muted small">The chart could not be loaded (check your connection and reload); the figures are in the table.</p>
      ) : (
        <div ref={box} className="uplot-box" style={{ minHeight: height }} aria-hidden="true" />
      )}
    </figure>
  );
}
