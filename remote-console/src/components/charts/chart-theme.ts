/** nivo themes that follow the console's light or dark theme. */
export function chartTheme(dark: boolean) {
  const text = dark ? '#c9cdd4' : '#4e5969';
  const grid = dark ? '#333335' : '#e5e6eb';
  return {
    text: { fontSize: 12, fill: text },
    axis: {
      domain: { line: { stroke: grid, strokeWidth: 1 } },
      ticks: { line: { stroke: grid, strokeWidth: 1 }, text: { fontSize: 12, fill: text } },
      legend: { text: { fill: text } },
    },
    grid: { line: { stroke: grid, strokeWidth: 1, strokeDasharray: '4 4' } },
    legends: { text: { fill: text } },
    labels: { text: { fill: text } },
    tooltip: {
      container: {
        background: dark ? '#232324' : '#ffffff',
        color: dark ? '#f2f3f5' : '#1d2129',
        fontSize: 12,
        borderRadius: 4,
        boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
      },
    },
  };
}

export const CATEGORY_COLORS = ['#165DFF', '#14C9C9', '#F7BA1E', '#722ED1'];
