import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon, iconForMenu } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import { type MenuNode, activeTrail } from '../menu-model';
import { SectionMenuOnIntent } from './section-menu-on-intent';

const RouterLink = chakra(Link);

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  h: '10',
  px: '3',
  rounded: 'sm',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  w: 'full',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

function MenuLink({ node, depth, active }: { node: MenuNode; depth: number; active: boolean }) {
  const { t } = useConsoleT();
  const label = t(node.locale);
  const content = (
    <>
      {depth === 0 && <Icon name={iconForMenu(node.icon)} />}
      <Text as="span" truncate flex="1">
        {label}
      </Text>
      {node.external && <Icon name="link" size={12} />}
    </>
  );
  const styles = {
    ...itemStyles,
    pl: depth === 0 ? '3' : '10',
    ...(active ? { bg: 'brand.solid/10', color: 'brand.fg', fontWeight: '600' } : {}),
  };
  if (node.external) {
    return (
      <chakra.a href={node.path} target="_blank" rel="noreferrer" {...styles}>
        {content}
      </chakra.a>
    );
  }
  return (
    <RouterLink to={node.path} aria-current={active ? 'page' : undefined} {...styles}>
      {content}
    </RouterLink>
  );
}

/** The vertical menu: sections open and close; the current page is marked and its section opens. */
export function SideMenu({ nodes, collapsed }: { nodes: MenuNode[]; collapsed: boolean }) {
  const { t } = useConsoleT();
  const { pathname } = useLocation();
  const trail = activeTrail(nodes, pathname);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (key: string) => open[key] ?? trail.includes(key);

  if (collapsed) {
    return (
      <Flex as="ul" direction="column" gap="1" p="1" listStyleType="none" m="0">
        {nodes.map((node) => (
          <Box as="li" key={node.key}>
            {node.children.length === 0 ? (
              <Box title={t(node.locale)}>
                <MenuLink
                  node={{ ...node, locale: node.locale }}
                  depth={0}
                  active={trail.includes(node.key)}
                />
              </Box>
            ) : (
              <SectionMenuOnIntent node={node} place="collapsed" active={trail.includes(node.key)} />
            )}
          </Box>
        ))}
      </Flex>
    );
  }

  return (
    <Flex as="ul" direction="column" gap="1" p="2" listStyleType="none" m="0">
      {nodes.map((node) => {
        if (node.children.length === 0) {
          return (
            <Box as="li" key={node.key}>
              <MenuLink node={node} depth={0} active={trail.includes(node.key)} />
            </Box>
          );
        }
        const expanded = isOpen(node.key);
        const id = `menu-section-${node.key}`;
        return (
          <Box as="li" key={node.key}>
            <chakra.button
              type="button"
              {...itemStyles}
              aria-expanded={expanded}
              aria-controls={id}
              color={trail.includes(node.key) ? 'brand.fg' : 'fg'}
              onClick={() => setOpen((state) => ({ ...state, [node.key]: !expanded }))}
            >
              <Icon name={iconForMenu(node.icon)} />
              <Text as="span" flex="1" textAlign="start" truncate>
                {t(node.locale)}
              </Text>
              <Box
                transform={expanded ? 'rotate(180deg)' : undefined}
                transition="transform 0.2s"
                display="flex"
              >
                <Icon name="chevronDown" size={14} />
              </Box>
            </chakra.button>
            {expanded && (
              <Flex as="ul" id={id} direction="column" gap="1" mt="1" listStyleType="none" m="0" p="0">
                {node.children.map((child) => (
                  <Box as="li" key={child.key}>
                    <MenuLink node={child} depth={1} active={trail.includes(child.key)} />
                  </Box>
                ))}
              </Flex>
            )}
          </Box>
        );
      })}
    </Flex>
  );
}
