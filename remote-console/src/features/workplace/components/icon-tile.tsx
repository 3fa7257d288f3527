import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icons';

/** A square link with an icon above its label (quick operations, recently visited). */
export function IconTile({ to, icon, children }: { to: string; icon: IconName; children: ReactNode }) {
  return (
    <chakra.a
      asChild
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      py="3"
      rounded="sm"
      fontSize="xs"
      color="fg"
      textAlign="center"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
    >
      <Link to={to}>
        <Flex w="9" h="9" rounded="md" bg="bg.muted" align="center" justify="center" color="brand.fg">
          <Icon name={icon} size={18} />
        </Flex>
        {children}
      </Link>
    </chakra.a>
  );
}
