/** Simple glyphs for the SNS links; decorative (the link text names the service). */
export function SnsIcon({ id, size = 20 }: { id: string; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true as const,
    focusable: false,
  };
  switch (id) {
    case 'x':
      return (
        <svg {...common}>
          <path
            d="M4 3h4.6l4.1 5.6L17.5 3H20l-6.1 7.1L21 21h-4.6l-4.5-6.1L6.6 21H4l6.7-7.7z"
            fill="currentColor"
          />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
          <path d="M10 9v6l5-3z" fill="#0b1026" />
        </svg>
      );
    case 'discord':
      return (
        <svg {...common}>
          <path
            d="M6 6.5c1.8-1 3.6-1.4 4-1.4l.4.8c1-.2 2.2-.2 3.2 0l.4-.8c.4 0 2.2.4 4 1.4 1.5 2.4 2.3 5.2 2 8.6-1.6 1.2-3.2 1.9-4.6 2.3l-.9-1.5c.6-.2 1.2-.5 1.7-.9-3.4 1.6-7 1.6-10.4 0 .5.4 1.1.7 1.7.9l-.9 1.5c-1.4-.4-3-1.1-4.6-2.3-.3-3.4.5-6.2 2-8.6z"
            fill="currentColor"
          />
          <circle cx="9.2" cy="12.2" r="1.4" fill="#0b1026" />
          <circle cx="14.8" cy="12.2" r="1.4" fill="#0b1026" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M12 2l2.6 7.4L22 12l-7.4 2.6L12 22l-2.6-7.4L2 12l7.4-2.6z" fill="currentColor" />
        </svg>
      );
  }
}
