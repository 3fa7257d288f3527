import { Avatar } from '@chakra-ui/react/avatar';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Panel } from '../../../components/panel';
import { useConsoleT } from '../../../i18n/texts';

const PROJECTS = [
  { name: 'Astrea launch site', team: 'Live Operations', progress: 92 },
  { name: 'Pre-registration campaign', team: 'Marketing', progress: 78 },
  { name: 'X repost event', team: 'Marketing', progress: 64 },
  { name: 'Closed beta 0.9', team: 'QA', progress: 100 },
  { name: 'Player survey', team: 'Customer Support', progress: 55 },
  { name: 'Golden Week bonus', team: 'Planning', progress: 30 },
  { name: 'Collaboration event', team: 'Business', progress: 18 },
  { name: 'Server capacity plan', team: 'Server team', progress: 70 },
  { name: 'Store listing', team: 'Marketing', progress: 45 },
  { name: 'Launch trailer', team: 'Creative', progress: 88 },
  { name: 'Support FAQ', team: 'Customer Support', progress: 60 },
  { name: 'Analytics integration', team: 'Data', progress: 38 },
];
const PROJECT_PAGE = 4;

/** "All projects": a fixed list (the specification has no project entity), shown four at a time. */
export function Projects() {
  const { t } = useConsoleT();
  const [shown, setShown] = useState(PROJECT_PAGE);
  const more = shown < PROJECTS.length;
  return (
    <Panel id="projects" title={t('workplace.projects')}>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        {PROJECTS.slice(0, shown).map((project) => (
          <Box
            key={project.name}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            p="4"
            data-testid="project"
          >
            <HStack gap="2" mb="2">
              <Avatar.Root size="2xs" colorPalette="blue">
                <Avatar.Fallback name={project.name} />
              </Avatar.Root>
              <Text fontSize="sm" fontWeight="600" truncate>
                {project.name}
              </Text>
            </HStack>
            <Text fontSize="xs" color="fg.muted" mb="3">
              {project.team}
            </Text>
            <Box h="1.5" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
              <Box h="full" w={`${project.progress}%`} bg="brand.solid" />
            </Box>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {project.progress}%
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="center" mt="4">
        <Button
          size="sm"
          variant="outline"
          disabled={!more}
          onClick={() => setShown((n) => n + PROJECT_PAGE)}
        >
          {more ? t('workplace.loadMore') : t('workplace.noMore')}
        </Button>
      </Flex>
    </Panel>
  );
}
