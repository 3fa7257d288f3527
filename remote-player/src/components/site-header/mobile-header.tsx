import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useText } from '../../i18n/texts';
import { useSite } from '../../lib/site-context';
import { navItems } from './nav-items';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

/** Phone header: the logo and a menu button that opens the site menu as a panel under the bar. */
export function MobileHeader() {
  const t = useText();
  const { area, path } = useSite();
  const location = useLocation();
  // The menu belongs to the address it was opened at: any navigation (also a tap on a menu link) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);
  const menuId = useId();
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

  return (
    <header className={styles.mobile}>
      <div className={styles.bar}>
        <SiteLogo />
        <button
          ref={button}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.burger} data-open={open} aria-hidden="true" />
        </button>
      </div>
      <nav id={menuId} aria-label={t('nav.label')} className={styles.drawer} hidden={!open}>
        <ul>
          <li>
            <Link to={path()}>{t('nav.top')}</Link>
          </li>
          {navItems(area).map((item) => (
            <li key={item.key}>
              <Link to={item.page ? path(item.page) : { pathname: path(), hash: item.hash }}>
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link className={styles.drawerCta} to={{ pathname: path(), hash: 'preregister' }}>
              {t('nav.preregister')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
