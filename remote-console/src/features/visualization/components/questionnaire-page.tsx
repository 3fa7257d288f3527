import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useConsoleT } from '../../../i18n/texts';
import { useQuestionnaireReport } from '../api/get-questionnaire-report';

/** The player questionnaire's results (GET /api/questionnaire/report), one bar chart per question. */
export default function QuestionnairePage() {
  const { t } = useConsoleT();
  const query = useQuestionnaireReport();
  return (
    <Stack gap="4">
      <Box bg="bg.panel" rounded="md" p="5">
        <Heading as="h1" fontSize="lg">
          {t('viz.questionnaire')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {query.data ? t('viz.respondents', { count: query.data.respondents }) : '…'}
        </Text>
        {query.error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('common.error', { message: query.error.message })}
          </Text>
        )}
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {query.isPending
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h="48" rounded="md" />)
          : query.data?.questions.map((question) => (
              <Box
                as="section"
                key={question.id}
                bg="bg.panel"
                rounded="md"
                p="5"
                aria-label={question.title}
              >
                <Heading as="h2" fontSize="sm" mb="4">
                  {question.title}
                </Heading>
                <Stack gap="2.5">
                  {question.options.map((option) => (
                    <Box key={option.label}>
                      <Flex justify="space-between" fontSize="xs" mb="1">
                        <Text>{option.label}</Text>
                        <Text color="fg.muted">
                          {option.count} · {(option.ratio * 100).toFixed(1)}%
                        </Text>
                      </Flex>
                      <Box
                        h="2"
                        bg="bg.muted"
                        rounded="full"
                        overflow="hidden"
                        role="meter"
                        aria-valuenow={Math.round(option.ratio * 100)}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-label={option.label}
                      >
                        <Box h="full" w={`${option.ratio * 100}%`} bg="brand.solid" rounded="full" />
                      </Box>
                    </Box>
                  ))}
                </Stack>
              </Box>
            ))}
      </SimpleGrid>
    </Stack>
  );
}
