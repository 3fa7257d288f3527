/**
 * The chart code (nivo and d3), in a chunk of its own. A page that shows a chart starts it from its route's data
 * loader, with the page's own code and data, rather than when the chart first renders: it would otherwise come one
 * more round trip after everything else.
 */
export const loadCharts = () => import(/* webpackChunkName: "route-charts" */ './charts');

/** Starts the chart code without waiting for it; a failed load is tried again when the chart renders. */
export function warmCharts(): void {
  loadCharts().catch(() => undefined);
}
