import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
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
  const colorOf = new Map(
    data.map((slice, index) => [slice.id, CATEGORY_COLORS[index % CATEGORY_COLORS.length]!]),
  );
  return (
    <Box>
      <Box h="240px" role="img" aria-label={label} data-testid="category-chart">
        <ResponsivePieCanvas
          data={data}
          theme={chartTheme(dark)}
          colors={(slice) => colorOf.get(String(slice.id)) ?? CATEGORY_COLORS[0]!}
          margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
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
        />
      </Box>
      {/* The legend is text, not drawn into the canvas: each name takes the room it needs in any language, and
          wraps onto the next line where the panel is narrow. */}
      <Flex
        as="ul"
        wrap="wrap"
        justify="center"
        columnGap="4"
        rowGap="1"
        listStyleType="none"
        m="0"
        p="0"
        mt="2"
        fontSize="xs"
        color="fg.muted"
        data-testid="category-legend"
      >
        {data.map((slice) => (
          <Flex as="li" key={slice.id} align="center" gap="1.5">
            <Box
              w="2.5"
              h="2.5"
              rounded="full"
              flexShrink={0}
              bg={colorOf.get(slice.id)}
              aria-hidden="true"
            />
            {slice.label} {percent(slice.value)}
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
