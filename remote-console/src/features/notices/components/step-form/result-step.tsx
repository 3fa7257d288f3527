import type { AdminNotice } from '@site/contracts/api/notices';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../../components/icons';
import { formatDateTime } from '../../../../components/page-header';
import { useConsoleT } from '../../../../i18n/texts';
import { STEP_HEADING_ID } from './step-shell';

/** The last step: what was created and when players see it, with the way to it and to the next one. */
export function ResultStep({ notice, onAgain }: { notice: AdminNotice; onAgain: () => void }) {
  const { t, i18n } = useConsoleT();
  const [now] = useState(() => Date.now());
  const scheduled = notice.status === 'published' && new Date(notice.publishAt).getTime() > now;
  const state = notice.status === 'draft' ? 'draft' : scheduled ? 'schedule' : 'now';
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="4"
      data-testid="step-form-result"
    >
      <Flex
        w="16"
        h="16"
        rounded="full"
        align="center"
        justify="center"
        bg="green.500/15"
        color="green.fg"
        aria-hidden="true"
      >
        <Icon name="check" size={32} />
      </Flex>
      <Heading as="h2" id={STEP_HEADING_ID} tabIndex={-1} fontSize="xl" outline="none">
        {t('stepForm.result.title')}
      </Heading>
      <Text color="fg.muted" maxW="520px">
        {t(`stepForm.result.${state}`, {
          title: notice.title,
          at: formatDateTime(notice.publishAt, i18n.language),
        })}
      </Text>
      <Flex gap="3" mt="2" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand" size="sm">
          <Link to={`/profile/basic?id=${notice.id}`}>{t('result.viewNotice')}</Link>
        </Button>
        {state === 'now' && (
          <Button asChild variant="outline" size="sm">
            <a href={`/home/notice/${notice.id}`} target="_blank" rel="noreferrer">
              {t('stepForm.result.player')}
            </a>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onAgain}>
          <Icon name="plus" />
          {t('stepForm.result.again')}
        </Button>
      </Flex>
    </Flex>
  );
}
