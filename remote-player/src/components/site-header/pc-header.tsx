import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../../i18n/texts';
import { useSite } from '../../lib/site-context';
import { MenuButton, useHeaderMenu } from './header-menu';
import { navItems } from './nav-items';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

/**
 * PC header: the logo, the site's links and the pre-registration button in one bar. In a narrow window (a PC-only
 * page on a phone) the links move behind a menu button, as on the phone pages, and open as a panel under the bar;
 * on a page sent without the application (`linksOnly`), where a menu button would do nothing, they stay links, in a
 * strip under the bar that scrolls sideways.
 */
export function PcHeader({ linksOnly = false }: { linksOnly?: boolean }) {
  const t = useText();
  const { area, path } = useSite();
  const { open, toggle, button } = useHeaderMenu();
  const navId = useId();
  return (
    <header className={linksOnly ? `${styles.pc} ${styles.linksOnly}` : styles.pc}>
      <div className={styles.bar}>
        <SiteLogo />
        <nav id={navId} aria-label={t('nav.label')} className={styles.nav} data-open={open}>
          <ul>
            {navItems(area).map((item) => (
              <li key={item.key}>
                <Link to={item.page ? path(item.page) : { pathname: path(), hash: item.hash }}>
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={{ pathname: path(), hash: 'preregister' }} className={styles.cta}>
          {t('nav.preregister')}
        </Link>
        {linksOnly ? null : (
          <MenuButton
            open={open}
            onToggle={toggle}
            buttonRef={button}
            controls={navId}
            className={styles.pcMenuButton}
          />
        )}
      </div>
    </header>
  );
}
