import { Bar, ResponsiveBar } from '@nivo/bar';
import { Pie, ResponsivePie } from '@nivo/pie';
import { useSyncExternalStore } from 'react';
import type { ReportQuestion } from '@site/contracts/api/questionnaire';
import { formatPercent } from '../../../lib/format';
import { fitChartLabel } from './chart-label';
import { NARROW_CHART_QUERY as NARROW } from './chart-width';

/** Gold and star colours that read on the dark panel. */
const COLORS = ['#e3c27a', '#8fb8ff', '#d59cff', '#7fe0c0', '#ff9f8a', '#f6e3b0'];

const theme = {
  text: { fill: '#dfe4ff', fontSize: 12, fontFamily: 'inherit' },
  axis: {
    domain: { line: { stroke: 'rgba(180, 188, 223, 0.35)', strokeWidth: 1 } },
    ticks: { line: { stroke: 'rgba(180, 188, 223, 0.35)' }, text: { fill: '#c7cdea', fontSize: 12 } },
    legend: { text: { fill: '#e3c27a', fontSize: 12 } },
  },
  grid: { line: { stroke: 'rgba(180, 188, 223, 0.12)' } },
  // Bold type is the serif's on player pages (player-page.module.css).
  labels: { text: { fill: '#14102a', fontSize: 12, fontWeight: 700, fontFamily: 'var(--serif)' } },
  tooltip: {
    container: { background: '#0b1026', color: '#eef1ff', fontSize: 13, border: '1px solid #e3c27a' },
  },
};

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

const PIE_MARGIN = { top: 24, right: 120, bottom: 24, left: 120 };
// The line from a slice to its outside label (given to nivo below, and counted in the label's room).
const LINK = { diagonal: 16, straight: 24, textOffset: 6 };

/**
 * The room an outside label has between the end of its line and the drawing's edge, at the wide drawing's size: a
 * slice pointing sideways leaves its label less room than one pointing up or down. (In the browser's own drawing the
 * place is as wide or wider.)
 */
function linkLabelRoom(midAngle: number): number {
  const { width, height } = SERVER_CHART_SIZE.wide;
  const radius =
    Math.min(width - PIE_MARGIN.left - PIE_MARGIN.right, height - PIE_MARGIN.top - PIE_MARGIN.bottom) / 2;
  const reach = (radius + LINK.diagonal) * Math.abs(Math.sin(midAngle)) + LINK.straight + LINK.textOffset;
  // A few pixels spare: the drawing is scaled to its place, and a glyph's box is a little wider than its advance.
  return width / 2 - reach - 4;
}

/** The size a chart is drawn at on the server: its place on a PC page, and on a phone's 390 px screen. */
export const SERVER_CHART_SIZE = {
  wide: { width: 515, height: 280 },
  narrow: { width: 310, height: 280 },
} as const;

/**
 * The chart of one question (nivo; only this lazy chunk pulls it in). The numbers are also in the table next to
 * it, so the chart itself is one image for assistive technology: the element around it, which names it. Its drawing
 * is presentation only (nivo would make it an image of its own, without a name).
 */
export default function QuestionChart({ question }: { question: ReportQuestion }) {
  return <ChartOf question={question} narrow={useNarrowScreen()} />;
}

/**
 * The same chart drawn at a fixed size, as the server renders it into the page: an SVG that scales to its place
 * (its viewBox), and that the browser keeps as it is, without nivo's code (report-content.tsx).
 */
export function StaticQuestionChart({ question, narrow }: { question: ReportQuestion; narrow: boolean }) {
  const { width, height } = SERVER_CHART_SIZE[narrow ? 'narrow' : 'wide'];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      <ChartOf question={question} narrow={narrow} size={{ width, height }} />
    </svg>
  );
}

function ChartOf({
  question,
  narrow,
  size,
}: {
  question: ReportQuestion;
  narrow: boolean;
  /** A fixed size (the server's drawing); absent, the chart takes its place's size (in the browser). */
  size?: { width: number; height: number };
}) {
  if (question.type === 'rating') {
    const bar = {
      data: question.options.map((option) => ({ label: `★${option.label}`, count: option.count })),
      keys: ['count'],
      indexBy: 'label',
      margin: { top: 16, right: 16, bottom: 40, left: 48 },
      padding: 0.35,
      colors: COLORS[0]!,
      borderRadius: 4,
      theme,
      axisBottom: { tickSize: 0, tickPadding: 10 },
      axisLeft: {
        tickSize: 0,
        tickPadding: 8,
        legend: '回答数',
        legendPosition: 'middle' as const,
        // Inside the drawing's left margin (48 px), with the glyphs' own box.
        legendOffset: -36,
      },
      labelSkipHeight: 16,
      enableGridY: true,
      isInteractive: false,
      animate: false,
      role: 'presentation',
    };
    // Drawn at a fixed size, without nivo's wrapping <div>, which has no place inside an SVG.
    return size ? <Bar {...bar} {...size} renderWrapper={false} /> : <ResponsiveBar {...bar} />;
  }
  const pie = {
    data: question.options.map((option) => ({
      id: option.label,
      label: option.label,
      value: option.count,
      ratio: option.ratio,
    })),
    margin: narrow ? { top: 16, right: 16, bottom: 16, left: 16 } : PIE_MARGIN,
    enableArcLinkLabels: !narrow,
    arcLinkLabel: (datum: { label: string | number; arc: { startAngle: number; endAngle: number } }) =>
      fitChartLabel(String(datum.label), linkLabelRoom((datum.arc.startAngle + datum.arc.endAngle) / 2)),
    innerRadius: 0.55,
    padAngle: 1.2,
    cornerRadius: 3,
    colors: COLORS,
    borderWidth: 1,
    borderColor: '#0b1026',
    theme,
    arcLabel: (datum: { data: { ratio: number } }) => formatPercent(datum.data.ratio),
    arcLabelsSkipAngle: 14,
    arcLinkLabelsSkipAngle: 8,
    arcLinkLabelsTextColor: '#dfe4ff',
    arcLinkLabelsColor: { from: 'color' as const },
    arcLinkLabelsThickness: 1.5,
    arcLinkLabelsDiagonalLength: LINK.diagonal,
    arcLinkLabelsStraightLength: LINK.straight,
    arcLinkLabelsTextOffset: LINK.textOffset,
    isInteractive: false,
    animate: false,
    role: 'presentation',
  };
  return size ? <Pie {...pie} {...size} renderWrapper={false} /> : <ResponsivePie {...pie} />;
}
