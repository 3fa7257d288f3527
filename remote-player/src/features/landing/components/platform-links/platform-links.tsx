import { gameContent } from '../../../../config/game-content';
import { useText } from '../../../../i18n/texts';
import { useSite } from '../../../../lib/site-context';
import { SnsIcon } from '../../../../components/icons/sns-icon';
import { Section } from '../../../../components/section/section';
import styles from './platform-links.module.css';

export function PlatformLinks() {
  const t = useText();
  const { layout } = useSite();
  return (
    <Section id="links" title={t('sections.platforms')} label="Platforms & Social">
      <div className={layout === 'mobile' ? `${styles.grid} ${styles.mobile}` : styles.grid}>
        <div>
          <h3 className={styles.heading}>{t('sections.platformList')}</h3>
          <ul className={styles.list}>
            {gameContent.platforms.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.platform}>
                  <span className={styles.platformName}>{link.label}</span>
                  {link.note ? <span className={styles.platformNote}>{link.note}</span> : null}
                  <span className={styles.srOnly}>{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.heading}>{t('sections.snsList')}</h3>
          <ul className={styles.list}>
            {gameContent.sns.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.sns}>
                  <SnsIcon id={link.id} size={24} />
                  <span>{link.label}</span>
                  <span className={styles.srOnly}>{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
