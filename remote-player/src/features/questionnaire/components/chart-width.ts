/**
 * Where a report's chart is drawn narrow (no labels beside a pie): on a phone the report (a PC page) stacks its chart
 * above its table, which names every option with its percentage. report-content.module.css shows the server's narrow
 * drawing at the same width.
 */
export const NARROW_CHART_QUERY = '(max-width: 480px)';
