import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { Announcements } from './announcements';
import { CategoryShare } from './category-share';
import { ContentData } from './content-data';
import { Documents } from './documents';
import { Overview } from './overview';
import { Popular } from './popular';
import { Projects } from './projects';
import { RecentlyVisited } from './recently-visited';
import { Shortcuts } from './shortcuts';

/**
 * The console's home page: each widget asks for its own data (api/), which the route fetches ahead. The widgets below
 * a desktop's first screen render once it has painted.
 */
export default function WorkplacePage() {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="4" data-testid="workplace">
      <GridItem minW="0">
        <Stack gap="4">
          <Overview />
          <ContentData />
          <AfterFirstPaint minHeight="420px">
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
              <Popular />
              <CategoryShare />
            </Grid>
          </AfterFirstPaint>
          <AfterFirstPaint minHeight="520px">
            <Projects />
          </AfterFirstPaint>
        </Stack>
      </GridItem>
      <GridItem minW="0">
        <Stack gap="4">
          <Shortcuts />
          <RecentlyVisited />
          <Announcements />
          <AfterFirstPaint minHeight="160px">
            <Documents />
          </AfterFirstPaint>
        </Stack>
      </GridItem>
    </Grid>
  );
}
