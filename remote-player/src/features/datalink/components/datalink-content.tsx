import { gameContent } from '../../../config/game-content';
import { useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import ui from '../../../components/ui/ui.module.css';
import styles from './datalink-content.module.css';

/** How to move game data between DMM GAMES and the other platforms: steps and a FAQ of <details>. */
export function DatalinkContent() {
  const t = useText();
  const { layout } = useSite();
  const { datalink } = gameContent;
  return (
    <div className={layout === 'mobile' ? styles.mobile : undefined}>
      <h1 className={ui.pageTitle}>{t('datalink.title')}</h1>
      <p className={ui.pageLead}>{datalink.lead}</p>

      <section aria-labelledby="datalink-steps" className={styles.block}>
        <h2 id="datalink-steps" className={ui.heading2}>
          {t('datalink.steps')}
        </h2>
        <ol className={styles.steps}>
          {datalink.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepLabel} aria-hidden="true">
                STEP {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="datalink-faq" className={styles.block}>
        <h2 id="datalink-faq" className={ui.heading2}>
          {t('datalink.faq')}
        </h2>
        <div className={styles.faqs}>
          {datalink.faqs.map((faq) => (
            <details key={faq.question} className={styles.faq}>
              <summary>
                <span className={styles.q} aria-hidden="true">
                  Q
                </span>
                {faq.question}
              </summary>
              <p className={styles.answer}>
                <span className={styles.a} aria-hidden="true">
                  A
                </span>
                {faq.answer}
              </p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
