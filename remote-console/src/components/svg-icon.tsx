import type { SVGProps } from 'react';

export type SvgIconProps = { size?: number | string } & SVGProps<SVGSVGElement>;

/** A stroke icon (24 × 24, currentColor) drawn from its path. */
export function SvgIcon({ d, size = 16, ...props }: { d: string } & SvgIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

// The language button's icon lives here rather than in the icon set, so the login page needs none of the others.
export const GLOBE_PATH =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20';
