import { Link } from 'react-router-dom';
import { useText } from '../../i18n/texts';
import { useSite } from '../../lib/site-context';
import { navItems } from './nav-items';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

export function PcHeader() {
  const t = useText();
  const { area, path } = useSite();
  return (
    <header className={styles.pc}>
      <div className={styles.bar}>
        <SiteLogo />
        <nav aria-label={t('nav.label')} className={styles.nav}>
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
      </div>
    </header>
  );
}
