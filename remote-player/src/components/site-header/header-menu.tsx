import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useText } from '../../i18n/texts';
import styles from './site-header.module.css';

export interface HeaderMenu {
  open: boolean;
  toggle: () => void;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * The open state of a header's menu. The menu belongs to the address it was opened at: any navigation (also a tap on
 * one of its links) closes it. Escape closes it and gives the focus back to its button.
 */
export function useHeaderMenu(): HeaderMenu {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle: () => setOpenAt(open ? null : location.key), button };
}

/** The button that opens and closes a header's menu (the element `controls` names). */
export function MenuButton({
  open,
  onToggle,
  buttonRef,
  controls,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  controls: string;
  className?: string;
}) {
  const t = useText();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className ? `${styles.menuButton} ${className}` : styles.menuButton}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onToggle}
    >
      <span className={styles.burger} data-open={open} aria-hidden="true" />
    </button>
  );
}
