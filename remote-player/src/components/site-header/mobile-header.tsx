import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../../i18n/texts';
import { useSite } from '../../lib/site-context';
import { MenuButton, useHeaderMenu } from './header-menu';
import { navItems } from './nav-items';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

/** Phone header: the logo and a menu button that opens the site menu as a panel under the bar. */
export function MobileHeader() {
  const t = useText();
  const { area, path } = useSite();
  const { open, toggle, button } = useHeaderMenu();
  const menuId = useId();

  return (
    <header className={styles.mobile}>
      <div className={styles.bar}>
        <SiteLogo />
        <MenuButton open={open} onToggle={toggle} buttonRef={button} controls={menuId} />
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
