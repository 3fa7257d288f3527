import type { HealthPoint } from '@site/contracts/api/rum';
import { siteDateFormat } from '../../../lib/site-dates';

const DASH = '—';

/** An error rate (0–1) as a percentage with one decimal. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A duration vital (LCP, INP) in whole milliseconds; null when none was measured. */
export function formatMs(ms: number | null, language: string, notMeasured = DASH): string {
  if (ms === null) return notMeasured;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  }).format(ms);
}

/** Layout shift is a unitless score, read to three decimals. */
export function formatCls(cls: number | null, language: string, notMeasured = DASH): string {
  if (cls === null) return notMeasured;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3, minimumFractionDigits: 2 }).format(cls);
}

/** A minute as the charts' axis and the table show it: the site's hour (0–23) and minute. */
export function minuteLabel(iso: string, language: string): string {
  return siteDateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

export interface HealthSeries {
  id: string;
  data: { x: string; y: number | null }[];
}

/**
 * One line per version (x: the minute, ISO) over the minutes of the span (in order), for one figure: a minute without reports of a
 * version leaves a gap in its line rather than a zero it did not have.
 */
export function seriesOf(
  points: readonly HealthPoint[],
  versions: readonly string[],
  figure: (point: HealthPoint) => number | null,
): HealthSeries[] {
  const minutes = [...new Set(points.map((point) => point.minute))].sort();
  return versions.map((version) => {
    const byMinute = new Map(
      points.filter((point) => point.version === version).map((point) => [point.minute, point]),
    );
    return {
      id: version,
      data: minutes.map((minute) => {
        const point = byMinute.get(minute);
        return { x: minute, y: point ? figure(point) : null };
      }),
    };
  });
}
