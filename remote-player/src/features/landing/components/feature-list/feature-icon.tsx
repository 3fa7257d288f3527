import type { Feature } from '../../../../config/game-content';

const PATHS: Record<Feature['icon'], string> = {
  compass: 'M24 4a20 20 0 1 0 0 40a20 20 0 1 0 0-40zM24 10l5 14-5 14-5-14z',
  cards: 'M10 12l16-4 6 24-16 4zM22 8l14 2-2 26',
  guild: 'M24 6l16 6v12c0 10-7 16-16 18C15 40 8 34 8 24V12zM24 16l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z',
  devices: 'M6 10h28v20H6zM14 36h12M20 30v6M36 16h8v24h-8z',
};

/** Decorative line icon of a feature; the feature's title says what it is. */
export function FeatureIcon({ icon }: { icon: Feature['icon'] }) {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
