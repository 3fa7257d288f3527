import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { onIntent } from '../../../components/on-intent';
import { useConsoleT } from '../../../i18n/texts';
import { type MenuNode, activeTrail } from '../menu-model';
import { type MoreMenuLook, MoreMenuButton } from './more-menu-button';
import { SectionMenuButton } from './section-menu-button';
import { SectionMenuOnIntent } from './section-menu-on-intent';

const MoreMenuOnIntent = onIntent<MoreMenuLook>(
  () => import(/* webpackChunkName: "more-menu" */ './more-menu').then((mod) => mod.MoreMenu),
  function MoreMenuStandIn({ standIn, ...look }) {
    return <MoreMenuButton aria-haspopup="menu" {...look} {...standIn} />;
  },
);

/** The space between two entries (the lists' gap="1"). */
const GAP_PX = 4;

/**
 * How many entries, in order, fit in `available` px: all of them, or as many as leave room for the "More" button
 * that holds the rest.
 */
export function entriesThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  let used = 0;
  for (const [index, width] of widths.entries()) {
    const withThis = used + (index > 0 ? GAP_PX : 0) + width;
    const restAfter = index === widths.length - 1 ? 0 : GAP_PX + moreWidth;
    if (withThis + restAfter > available) return index;
    used = withThis;
  }
  return widths.length;
}

function Entry({ node, active, measuring }: { node: MenuNode; active: boolean; measuring?: boolean }) {
  const { t } = useConsoleT();
  if (node.children.length > 0) {
    return measuring ? (
      <SectionMenuButton node={node} place="top" active={active} />
    ) : (
      <SectionMenuOnIntent node={node} place="top" active={active} />
    );
  }
  return (
    <Button asChild variant="ghost" size="sm" color={active ? 'brand.fg' : 'fg'}>
      {node.external ? (
        <a href={node.path} target="_blank" rel="noreferrer">
          {t(node.locale)}
        </a>
      ) : (
        <Link to={node.path}>{t(node.locale)}</Link>
      )}
    </Button>
  );
}

/**
 * The horizontal menu in the navbar (top menu setting): the entries that fit in the room the navbar leaves, in the
 * menu's order, and the others under "More", so that every page stays one press away at any width. The entries'
 * widths (they change with the language) come from a copy of them that nobody sees or reaches.
 */
export function TopMenu({ nodes }: { nodes: MenuNode[] }) {
  const { pathname } = useLocation();
  const trail = activeTrail(nodes, pathname);
  const room = useRef<HTMLDivElement>(null);
  const measured = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(nodes.length);

  // Before the browser paints: the entries that do not fit never show for a frame.
  useLayoutEffect(() => {
    const box = room.current;
    const copy = measured.current;
    if (!box || !copy) return;
    const fit = () => {
      const widths = [...copy.children].map((entry) => entry.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setFitting(entriesThatFit(widths, moreWidth, box.clientWidth));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [nodes]);

  const shown = nodes.slice(0, fitting);
  const more = nodes.slice(fitting);
  const isActive = (node: MenuNode) => trail.includes(node.key);
  return (
    <Box ref={room} position="relative" w="full" data-testid="top-menu">
      <Flex as="ul" gap="1" listStyleType="none" m="0" p="0" align="center">
        {shown.map((node) => (
          <Box as="li" key={node.key} flexShrink={0}>
            <Entry node={node} active={isActive(node)} />
          </Box>
        ))}
        {more.length > 0 && (
          <Box as="li" flexShrink={0}>
            <MoreMenuOnIntent nodes={more} active={more.some(isActive)} />
          </Box>
        )}
      </Flex>
      <Flex
        ref={measured}
        aria-hidden="true"
        inert
        position="absolute"
        top="0"
        left="0"
        gap="1"
        visibility="hidden"
        pointerEvents="none"
        whiteSpace="nowrap"
      >
        {nodes.map((node) => (
          <Box key={node.key} flexShrink={0}>
            <Entry node={node} active={isActive(node)} measuring />
          </Box>
        ))}
        <Box flexShrink={0}>
          <MoreMenuButton nodes={[]} active={false} />
        </Box>
      </Flex>
    </Box>
  );
}
