import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { useSyncExternalStore } from 'react';
import type { ReportQuestion } from '@site/contracts/api/questionnaire';
import { formatPercent } from '../../lib/format';

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

// On a phone the report (a PC page) stacks its chart above its table: the chart has no room for labels beside it, and
// the table right below names every option with its percentage.
const NARROW = '(max-width: 480px)';

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

/**
 * The chart of one question (nivo; only this lazy chunk pulls it in). The numbers are also in the table next to
 * it, so the chart itself is one image for assistive technology: the element around it, which names it. Its drawing
 * is presentation only (nivo would make it an image of its own, without a name).
 */
export default function QuestionChart({ question }: { question: ReportQuestion }) {
  const narrow = useNarrowScreen();
  if (question.type === 'rating') {
    const data = question.options.map((option) => ({ label: `★${option.label}`, count: option.count }));
    return (
      <ResponsiveBar
        data={data}
        keys={['count']}
        indexBy="label"
        margin={{ top: 16, right: 16, bottom: 40, left: 48 }}
        padding={0.35}
        colors={COLORS[0]}
        borderRadius={4}
        theme={theme}
        axisBottom={{ tickSize: 0, tickPadding: 10 }}
        axisLeft={{
          tickSize: 0,
          tickPadding: 8,
          legend: '回答数',
          legendPosition: 'middle',
          legendOffset: -40,
        }}
        labelSkipHeight={16}
        enableGridY
        isInteractive={false}
        animate={false}
        role="presentation"
      />
    );
  }
  const data = question.options.map((option) => ({
    id: option.label,
    label: option.label,
    value: option.count,
    ratio: option.ratio,
  }));
  return (
    <ResponsivePie
      data={data}
      margin={
        narrow ? { top: 16, right: 16, bottom: 16, left: 16 } : { top: 24, right: 120, bottom: 24, left: 120 }
      }
      enableArcLinkLabels={!narrow}
      innerRadius={0.55}
      padAngle={1.2}
      cornerRadius={3}
      colors={COLORS}
      borderWidth={1}
      borderColor="#0b1026"
      theme={theme}
      arcLabel={(datum) => formatPercent(datum.data.ratio)}
      arcLabelsSkipAngle={14}
      arcLinkLabelsSkipAngle={8}
      arcLinkLabelsTextColor="#dfe4ff"
      arcLinkLabelsColor={{ from: 'color' }}
      arcLinkLabelsThickness={1.5}
      isInteractive={false}
      animate={false}
      role="presentation"
    />
  );
}
