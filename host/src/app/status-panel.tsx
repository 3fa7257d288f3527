import type { ReactNode } from 'react';
import styles from './host.module.css';

interface StatusPanelProps {
  lang: string;
  title: string;
  body: string;
  actions: ReactNode;
}

/** The host's own full-area message (fallback, not found), styled without any remote's code. */
export function StatusPanel({ lang, title, body, actions }: StatusPanelProps) {
  return (
    <main className={styles.panel} lang={lang}>
      <h1>{title}</h1>
      <p>{body}</p>
      <div className={styles.actions}>{actions}</div>
    </main>
  );
}

export { styles as statusPanelStyles };
