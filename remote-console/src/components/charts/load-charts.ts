/**
 * The chart code (nivo and d3), in chunks of their own: the line charts, and the pie chart. A page that shows a chart
 * starts its code from its route's data loader, with the page's own code and data, rather than when the chart first
 * renders: it would otherwise come one more round trip after everything else.
 */
export const loadLineCharts = () => import(/* webpackChunkName: "route-charts" */ './line-charts');

/** The pie chart, which the workplace shows only below its first screen: the line chart does not wait for its code. */
export const loadPieChart = () => import(/* webpackChunkName: "route-pie-chart" */ './pie-chart');

/** Starts the line charts' code (and the pie chart's, with `pie`) without waiting; a failed load is tried again when the chart renders. */
export function warmCharts({ pie = false }: { pie?: boolean } = {}): void {
  loadLineCharts().catch(() => undefined);
  if (pie) loadPieChart().catch(() => undefined);
}
