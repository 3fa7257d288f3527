import { gameContent } from '../../../../config/game-content';
import { useText } from '../../../../i18n/texts';
import { useSite } from '../../../../lib/site-context';
import { Section } from '../../../../components/section/section';
import styles from './world-section.module.css';

export function WorldSection() {
  const t = useText();
  const { layout } = useSite();
  const { world } = gameContent;
  return (
    <Section id="world" title={t('sections.world')} label="World & Story">
      <div className={layout === 'mobile' ? `${styles.grid} ${styles.mobile}` : styles.grid}>
        <div className={styles.story}>
          <p className={styles.lead}>{world.lead}</p>
          {world.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <dl className={styles.terms}>
          {world.keywords.map((item) => (
            <div key={item.term} className={styles.term}>
              <dt>{item.term}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
