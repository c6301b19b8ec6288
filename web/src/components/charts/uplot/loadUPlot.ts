// uPlot (≈23 KB gzipped) is fetched the first time a page draws one of its charts, never with the
// landing page or the dashboard shell: this dynamic import is the only place that names it.
import type uPlot from 'uplot';

export type UPlotModule = typeof uPlot;

let loading: Promise<UPlotModule> | null = null;

/** The uPlot constructor, with its stylesheet applied; one fetch however many charts ask. */
export function loadUPlot(): Promise<UPlotModule> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default);
  // a failed fetch (offline, a new deploy) may be retried by the next chart
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
