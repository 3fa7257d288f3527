import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from '../../../../components/icons';
import { useConsoleT } from '../../../../i18n/texts';
import { FORM_STEPS, type StepKey } from './step-form-model';

const ALL_STEPS: readonly StepKey[] = [...FORM_STEPS, 'result'];

/** Where the form is: each step's number and name, done ones ticked, the current one marked for assistive tech. */
export function StepIndicator({ current }: { current: StepKey }) {
  const { t } = useConsoleT();
  const at = ALL_STEPS.indexOf(current);
  return (
    <chakra.ol
      aria-label={t('stepForm.progress')}
      display="flex"
      gap={{ base: '2', sm: '3' }}
      mb="6"
      data-testid="step-indicator"
    >
      {ALL_STEPS.map((step, index) => {
        const done = index < at;
        const active = index === at;
        return (
          <chakra.li
            key={step}
            // On a phone only the current step says its name beside its number (the others to assistive tech).
            flex={{ base: active ? 'auto' : '1', sm: '1' }}
            display="flex"
            alignItems="center"
            gap="2"
            minW="0"
            aria-current={active ? 'step' : undefined}
          >
            <Flex
              w="7"
              h="7"
              flexShrink="0"
              rounded="full"
              align="center"
              justify="center"
              fontSize="sm"
              fontWeight="600"
              borderWidth="1px"
              borderColor={done || active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.solid' : 'transparent'}
              color={active ? 'brand.contrast' : done ? 'brand.fg' : 'fg.muted'}
              aria-hidden="true"
            >
              {done ? <Icon name="check" size={14} /> : index + 1}
            </Flex>
            <Box
              fontSize="sm"
              fontWeight={active ? '600' : '400'}
              color={active || done ? 'fg' : 'fg.muted'}
              truncate
              srOnly={active ? undefined : { base: true, sm: false }}
            >
              {t(`stepForm.step.${step}`)}
              {done && <chakra.span srOnly>{` (${t('stepForm.done')})`}</chakra.span>}
            </Box>
            {index < ALL_STEPS.length - 1 && (
              <Box flex="1" h="1px" minW="4" bg={done ? 'brand.solid' : 'border'} aria-hidden="true" />
            )}
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}
