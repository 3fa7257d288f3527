import styles from './logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--app-theme-color, #165DFF)" />
      <path d="M16 5l3.2 7.3L27 13l-5.9 5.2L22.8 26 16 21.9 9.2 26l1.7-7.8L5 13l7.8-.7z" fill="#fff" />
    </svg>
  );
}

/** The console's logo and name; plain markup, as the login page shows it before the UI system loads. */
export function Logo({ title, color }: { title: string; color?: string }) {
  return (
    <span className={styles.logo}>
      <LogoMark size={28} />
      {title && (
        <span className={styles.title} style={color ? { color } : undefined}>
          {title}
        </span>
      )}
    </span>
  );
}
