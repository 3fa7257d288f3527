import { Box } from '@chakra-ui/react/box';
import { ResponsivePieCanvas } from '@nivo/pie';
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
        arcLabel={(datum) => `${datum.value}`}
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
