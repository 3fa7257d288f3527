import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Announcements } from './announcements';
import { CategoryShare } from './category-share';
import { ContentData } from './content-data';
import { Documents } from './documents';
import { Overview } from './overview';
import { Popular } from './popular';
import { Projects } from './projects';
import { RecentlyVisited } from './recently-visited';
import { Shortcuts } from './shortcuts';

/** The console's home page: each widget asks for its own data (api/), which the route fetches ahead. */
export default function WorkplacePage() {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="4" data-testid="workplace">
      <GridItem minW="0">
        <Stack gap="4">
          <Overview />
          <ContentData />
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
            <Popular />
            <CategoryShare />
          </Grid>
          <Projects />
        </Stack>
      </GridItem>
      <GridItem minW="0">
        <Stack gap="4">
          <Shortcuts />
          <RecentlyVisited />
          <Announcements />
          <Documents />
        </Stack>
      </GridItem>
    </Grid>
  );
}
