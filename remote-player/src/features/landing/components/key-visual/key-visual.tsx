import type { ReactNode } from 'react';
import { useSite } from '../../../../lib/site-context';
import { KeyVisualArt } from './key-visual-art';
import styles from './key-visual.module.css';

export interface KeyVisualProps {
  /** The page's one h1; phrases (an array) wrap only between each other. */
  title: string | readonly string[];
  eyebrow?: string;
  /** Line under the title in Latin letters (the English name). */
  subtitle?: string;
  lead: string;
  /** Short facts under the lead (release, platforms); one line each on phones. */
  note?: readonly string[] | string;
  artLabel: string;
  actions?: ReactNode;
  /** Extra content under the actions (the campaign period, for example). */
  children?: ReactNode;
}

/** The first view: drawn art behind real text, so the largest paint is text and nothing shifts when it loads. */
export function KeyVisual({
  title,
  eyebrow,
  subtitle,
  lead,
  note,
  artLabel,
  actions,
  children,
}: KeyVisualProps) {
  const { layout } = useSite();
  return (
    <section
      className={`${styles.hero} ${layout === 'mobile' ? styles.mobile : styles.pc}`}
      aria-labelledby="kv-title"
    >
      <KeyVisualArt
        className={styles.art}
        label={artLabel}
        crop={layout === 'mobile' ? 'portrait' : 'wide'}
      />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.copy}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="kv-title" className={styles.title}>
          {typeof title === 'string'
            ? title
            : title.map((phrase) => (
                <span key={phrase} className={styles.phrase}>
                  {phrase}
                </span>
              ))}
        </h1>
        {subtitle ? (
          <p className={styles.subtitle} lang="en">
            {subtitle}
          </p>
        ) : null}
        <p className={styles.lead}>{lead}</p>
        {note ? (
          <p className={styles.note}>
            {(typeof note === 'string' ? [note] : note).map((item) => (
              <span key={item} className={styles.noteItem}>
                {item}
              </span>
            ))}
          </p>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {children}
      </div>
    </section>
  );
}
