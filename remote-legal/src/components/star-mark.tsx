/** The game's star mark, drawn inline: no image request on a page that must paint from its first response. */
export function StarMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="28"
      height="28"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="1.2" opacity="0.6" />
      <path d="M16 2l2.6 11.4L30 16l-11.4 2.6L16 30l-2.6-11.4L2 16l11.4-2.6z" fill="currentColor" />
    </svg>
  );
}
