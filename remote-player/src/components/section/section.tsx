import type { ReactNode } from 'react';
import { useSite } from '../../lib/site-context';
import styles from './section.module.css';

export interface SectionProps {
  id: string;
  title: string;
  /** Decorative Latin label above the title. */
  label: string;
  children: ReactNode;
  tone?: 'plain' | 'deep';
}

/** A titled block of the landing page, with an anchor the header's menu links to. */
export function Section({ id, title, label, children, tone = 'plain' }: SectionProps) {
  const { layout } = useSite();
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[
        styles.section,
        layout === 'mobile' ? styles.mobile : '',
        tone === 'deep' ? styles.deep : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={styles.label} lang="en" aria-hidden="true">
            {label}
          </p>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <span className={styles.ornament} aria-hidden="true" />
        </header>
        {children}
      </div>
    </section>
  );
}
