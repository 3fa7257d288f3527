import { Link } from 'react-router-dom';
import { gameContent } from '../../../config/game-content';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import styles from './mobile-cta-bar.module.css';

/** The phone landing page keeps the way to pre-register one thumb away. */
export function MobileCtaBar() {
  const t = useText();
  const { path } = useSite();
  return (
    <div className={styles.bar}>
      <p className={styles.text}>{gameContent.preregistration.title}</p>
      <Link to={{ pathname: path(), hash: 'preregister' }} className={styles.button}>
        {t('hero.preregister')}
      </Link>
    </div>
  );
}
