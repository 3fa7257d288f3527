import { gameContent } from '../../../../config/game-content';
import { useText } from '../../../../i18n/texts';
import { useSite } from '../../../../lib/site-context';
import { Section } from '../../../../components/section/section';
import { FeatureIcon } from './feature-icon';
import styles from './feature-list.module.css';

export function FeatureList() {
  const t = useText();
  const { layout } = useSite();
  return (
    <Section id="features" title={t('sections.features')} label="Features">
      <ol className={layout === 'mobile' ? `${styles.list} ${styles.mobile}` : styles.list}>
        {gameContent.features.map((feature, index) => (
          <li key={feature.id} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.icon}>
              <FeatureIcon icon={feature.icon} />
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
