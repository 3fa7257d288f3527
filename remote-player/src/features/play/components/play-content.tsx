import { getSiteConfig } from '@site/shared/core';
import { Link } from 'react-router-dom';
import { type Step, gameContent } from '../../../config/game-content';
import { interpolate, useText } from '../../../i18n/texts';
import { useSite } from '../../../lib/site-context';
import ui from '../../../components/ui/ui.module.css';
import styles from './play-content.module.css';

function Steps({ steps }: { steps: readonly Step[] }) {
  const t = useText();
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.stepTitle}>
              <span className={ui.srOnly}>STEP {index + 1}：</span>
              {step.title}
            </h3>
            <p className={styles.stepText}>{interpolate(step.text, { start: t('play.start') })}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The start button, or the maintenance notice while the game is closed. */
export function StartPanel() {
  const t = useText();
  const { path } = useSite();
  const site = getSiteConfig();
  const { maintenance } = gameContent.play;

  if (!site.gameOpen) {
    return (
      <div className={`${ui.panel} ${styles.start} ${styles.maintenance}`} role="status">
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" className={styles.maintenanceIcon}>
          <circle cx="28" cy="28" r="25" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M20 36l12-12m-2-6a6 6 0 1 0 8 8l-4-4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          />
        </svg>
        <h2 className={styles.startTitle}>{maintenance.title}</h2>
        <p>{maintenance.text}</p>
        <Link to={{ pathname: path(), hash: 'news' }} className={ui.buttonGhost}>
          {t('play.noticeLink')}
        </Link>
      </div>
    );
  }
  if (!site.gameUrl) {
    return (
      <div className={`${ui.panel} ${styles.start}`} role="status">
        <p>{t('play.preparing')}</p>
      </div>
    );
  }
  return (
    <div className={`${ui.panel} ${styles.start}`}>
      <a
        href={site.gameUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${ui.button} ${styles.startButton}`}
      >
        {t('play.start')}
        <span className={ui.srOnly}>（{t('play.startNote')}）</span>
      </a>
      <p className={styles.startNote} aria-hidden="true">
        {t('play.startNote')}
      </p>
    </div>
  );
}

export function PlayContent() {
  const t = useText();
  const { layout } = useSite();
  const { play } = gameContent;
  const pc = (
    <section aria-labelledby="play-pc" className={styles.block}>
      <h2 id="play-pc" className={ui.heading2}>
        {t('play.pcHeading')}
      </h2>
      <Steps steps={play.pcSteps} />
    </section>
  );
  const phone = (
    <section aria-labelledby="play-phone" className={styles.block}>
      <h2 id="play-phone" className={ui.heading2}>
        {t('play.phoneHeading')}
      </h2>
      <Steps steps={play.phoneSteps} />
    </section>
  );
  return (
    <div className={layout === 'mobile' ? styles.mobile : styles.pc}>
      <h1 className={ui.pageTitle}>{t('play.title')}</h1>
      <p className={ui.pageLead}>{t('play.lead')}</p>
      <StartPanel />
      <div className={styles.columns}>
        {/* Each layout shows its own device first. */}
        {layout === 'mobile' ? (
          <>
            {phone}
            {pc}
          </>
        ) : (
          <>
            {pc}
            {phone}
          </>
        )}
      </div>
      <section aria-labelledby="play-requirements" className={styles.block}>
        <h2 id="play-requirements" className={ui.heading2}>
          {t('play.requirements')}
        </h2>
        <div className={styles.tables}>
          {play.requirements.map((group) => (
            <table key={group.device} className={styles.table}>
              <caption>{group.device}</caption>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
        <p className={styles.small}>{t('play.requirementsNote')}</p>
      </section>
    </div>
  );
}
