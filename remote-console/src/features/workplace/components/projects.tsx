import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Project } from '@site/contracts/api/workplace';
import { Icon } from '../../../components/icons';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';
import { PROJECT_PAGE_SIZE, useProjects } from '../api/get-projects';
import { ErrorLine } from './error-line';
import { siteDateFormat } from '../../../lib/site-dates';

const KIND_ICONS: Record<Project['kind'], string> = { text: 'file', image: 'image', video: 'video' };

function ProjectCard({ project }: { project: Project }) {
  const { t, i18n } = useConsoleT();
  const online = project.status === 'online';
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p="4"
      minW="0"
      data-testid="project"
    >
      <HStack gap="2" mb="2" minW="0">
        <Box color="brand.fg" flexShrink={0} aria-hidden="true">
          <Icon name={KIND_ICONS[project.kind]} size={16} />
        </Box>
        <Text as="h3" fontSize="sm" fontWeight="600" truncate title={project.title}>
          {project.title}
        </Text>
      </HStack>
      <HStack gap="1.5" wrap="wrap" mb="3">
        <Badge size="sm" colorPalette="blue" variant="subtle">
          {t(`workplace.popular.${project.kind}`)}
        </Badge>
        <Badge size="sm" colorPalette={online ? 'green' : 'gray'} variant="subtle">
          {t(online ? 'workplace.project.online' : 'workplace.project.offline')}
        </Badge>
        {project.promoted && (
          <Badge size="sm" colorPalette="orange" variant="subtle">
            {t('workplace.project.promoted')}
          </Badge>
        )}
      </HStack>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" gap="2" whiteSpace="nowrap">
        <Text>{t('workplace.project.comments', { count: project.comments })}</Text>
        <Text asChild>
          <time dateTime={project.createdAt}>
            {siteDateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(project.createdAt))}
          </time>
        </Text>
      </Flex>
    </Box>
  );
}

/**
 * "All projects": the publisher's content projects (GET /api/workplace/projects), newest first; "Load more" asks
 * the server for the next page.
 */
export function Projects() {
  const { t } = useConsoleT();
  const query = useProjects();
  const projects = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Panel
      id="projects"
      title={t('workplace.projects')}
      extra={
        query.data ? (
          <Text fontSize="xs" color="fg.muted">
            {t('workplace.projects.shown', { shown: projects.length, total })}
          </Text>
        ) : undefined
      }
    >
      {query.error && !query.isFetchingNextPage && (
        <ErrorLine error={query.error} onRetry={() => void query.refetch()} />
      )}
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, '2xl': 4 }} gap="3" listStyleType="none" m="0" p="0">
        {query.isPending
          ? Array.from({ length: PROJECT_PAGE_SIZE }, (_, i) => <Skeleton as="li" key={i} h="108px" />)
          : projects.map((project) => <ProjectCard key={project.id} project={project} />)}
      </SimpleGrid>
      {query.data && (
        <Flex justify="center" mt="4">
          <Button
            size="sm"
            variant="outline"
            disabled={!query.hasNextPage}
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="projects-load-more"
          >
            {query.hasNextPage ? t('workplace.loadMore') : t('workplace.noMore')}
          </Button>
        </Flex>
      )}
    </Panel>
  );
}
