import { Box } from '@chakra-ui/react/box';
import { ResponsivePieCanvas } from '@nivo/pie';
import { ChartTip } from './chart-tip';
import { CATEGORY_COLORS, chartTheme } from './chart-theme';

/** A pie chart of shares (the workplace's categories, the data analysis page's), in a chunk of its own: the line charts do not wait for its code. */
export function CategoryPieChart({
  data,
  dark,
  label,
}: {
  data: { id: string; label: string; value: number }[];
  dark: boolean;
  label: string;
}) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  // SPEC section 2: a category percentage chart; the counts are in each slice's tooltip.
  const percent = (value: number) => `${total ? Math.round((value / total) * 100) : 0}%`;
  return (
    <Box h="280px" role="img" aria-label={label} data-testid="category-chart">
      <ResponsivePieCanvas
        data={data}
        theme={chartTheme(dark)}
        colors={CATEGORY_COLORS}
        margin={{ top: 16, right: 16, bottom: 48, left: 16 }}
        innerRadius={0.6}
        padAngle={1}
        cornerRadius={2}
        activeOuterRadiusOffset={4}
        enableArcLinkLabels={false}
        arcLabel={(datum) => percent(datum.value)}
        tooltip={({ datum }) => (
          <ChartTip
            color={datum.color}
            label={String(datum.label)}
            value={`${percent(datum.value)} (${datum.value})`}
          />
        )}
        arcLabelsTextColor="#ffffff"
        legends={[
          {
            anchor: 'bottom',
            direction: 'row',
            translateY: 40,
            itemWidth: 80,
            itemHeight: 18,
            symbolSize: 10,
            symbolShape: 'circle',
          },
        ]}
      />
    </Box>
  );
}
