import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Icon } from '../../../components/icons';
import { useConsoleT } from '../../../i18n/texts';
import { type SearchPage, isSearchShortcut } from '../search-model';

// The dialog is a chunk of its own, loaded when the visitor reaches for it (the pointer or the focus on the button, or
// the shortcut): the layout's first load and render carry none of it, as with the navbar's menus.
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

/** "Ctrl K", or "⌘ K" on Apple devices, whose keyboards say so. */
function shortcutText(): string {
  const apple =
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  return apple ? '⌘ K' : 'Ctrl K';
}

/**
 * The navbar's search: a button, and Ctrl+K, ⌘K or "/" from anywhere on the page, open a dialog that finds the
 * pages the role may open and, for a role that may open them, notices by title.
 */
export function SearchButton({ pages }: { pages: readonly SearchPage[] }) {
  const { t } = useConsoleT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps what was typed for the next time.
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const label = t('search.open');
  const keys = shortcutText();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        px={{ base: '2', md: '3' }}
        gap="2"
        minW={{ base: 'auto', lg: '220px' }}
        justifyContent="flex-start"
        color="fg.muted"
        fontWeight="400"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        title={`${label} (${keys})`}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="search-button"
      >
        <Icon name="search" size={16} />
        {/* Its name is its text, shown where there is room; the shortcut is part of it, as it is shown. */}
        <Box as="span" srOnly={{ base: true, lg: false }} flex="1" textAlign="start">
          {label}
        </Box>
        <chakra.kbd
          display={{ base: 'none', lg: 'inline' }}
          fontSize="xs"
          fontFamily="inherit"
          px="1.5"
          rounded="xs"
          borderWidth="1px"
          borderColor="border"
        >
          {keys}
        </chakra.kbd>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} pages={pages} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
