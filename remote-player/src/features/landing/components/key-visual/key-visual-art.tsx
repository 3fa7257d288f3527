/** Deterministic star positions, so every render (and every screenshot) draws the same sky. */
function makeStars(count: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  return Array.from({ length: count }, () => ({
    x: Math.round(next() * 1440),
    y: Math.round(next() * 560),
    r: Number((0.6 + next() * 1.6).toFixed(1)),
    o: Number((0.35 + next() * 0.6).toFixed(2)),
  }));
}

const STARS = makeStars(60, 7);

/** Constellation of the heroine: points and the lines between them. */
const CONSTELLATION = [
  [980, 120],
  [1062, 168],
  [1130, 140],
  [1196, 214],
  [1150, 296],
  [1262, 330],
] as const;

export interface KeyVisualArtProps {
  label: string;
  className?: string;
  /** "portrait" frames the ring and the floating city for a phone's tall screen. */
  crop?: 'wide' | 'portrait';
}

/**
 * The key visual, drawn in SVG: a night sky over a sea of clouds, a giant astrolabe ring, the floating city of
 * Luminas and the heroine standing on a cliff. No image files, so nothing to download before it paints.
 */
export function KeyVisualArt({ label, className, crop = 'wide' }: KeyVisualArtProps) {
  return (
    <svg
      className={className}
      viewBox={crop === 'portrait' ? '780 0 620 800' : '0 0 1440 800'}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <defs>
        <linearGradient id="kv-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#050818" />
          <stop offset="0.45" stopColor="#14164a" />
          <stop offset="0.75" stopColor="#3b2a6b" />
          <stop offset="1" stopColor="#b0678a" />
        </linearGradient>
        <radialGradient id="kv-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff3cf" stopOpacity="0.95" />
          <stop offset="0.25" stopColor="#f1cf86" stopOpacity="0.55" />
          <stop offset="1" stopColor="#6b4bbd" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="kv-nebula" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#7a5cff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#7a5cff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="kv-cloud" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f4c6c6" stopOpacity="0.85" />
          <stop offset="1" stopColor="#5a3f86" stopOpacity="0.95" />
        </linearGradient>
        <linearGradient id="kv-land" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a1540" />
          <stop offset="1" stopColor="#07061a" />
        </linearGradient>
        <linearGradient id="kv-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1c4" />
          <stop offset="1" stopColor="#c9953f" />
        </linearGradient>
      </defs>

      <rect width="1440" height="800" fill="url(#kv-sky)" />
      <ellipse cx="300" cy="180" rx="420" ry="220" fill="url(#kv-nebula)" />
      <ellipse cx="1180" cy="420" rx="520" ry="300" fill="url(#kv-nebula)" opacity="0.7" />

      <g fill="#fff">
        {STARS.map((star, index) => (
          <circle key={index} cx={star.x} cy={star.y} r={star.r} opacity={star.o} />
        ))}
      </g>

      {/* The astrolabe ring behind the floating city. */}
      <g transform="translate(1090 330)" fill="none" stroke="url(#kv-gold)">
        <circle r="300" fill="url(#kv-glow)" stroke="none" opacity="0.55" />
        <circle r="250" strokeWidth="2" opacity="0.75" />
        <circle r="232" strokeWidth="1" opacity="0.5" strokeDasharray="2 10" />
        <circle r="180" strokeWidth="1.5" opacity="0.6" />
        <circle r="110" strokeWidth="1" opacity="0.45" />
        <path d="M-250 0H250M0-250V250" strokeWidth="1" opacity="0.35" />
        <path d="M-177-177L177 177M-177 177L177-177" strokeWidth="0.8" opacity="0.25" />
        <path
          d="M0-250l14 236L250 0 14 14 0 250-14 14-250 0-14-14z"
          fill="#f6e3b0"
          stroke="none"
          opacity="0.16"
        />
        <circle r="46" fill="url(#kv-glow)" stroke="none" />
      </g>

      <g stroke="#f6e3b0" strokeWidth="1.2" opacity="0.7" fill="none">
        <polyline points={CONSTELLATION.map((point) => point.join(',')).join(' ')} />
      </g>
      <g fill="#fff6d8">
        {CONSTELLATION.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="3.2" />
        ))}
      </g>

      {/* Floating city of Luminas. */}
      <g fill="#120f35">
        <path d="M900 470c40-10 300-10 360 0l-30 40c-40 30-260 30-300 0z" />
        <path d="M960 470v-90l14-30 14 30v90zM1040 470v-150l20-50 20 50v150zM1120 470v-110l16-36 16 36v110zM1190 470v-70l12-24 12 24v70z" />
        <path d="M1000 470v-40h30v40zM1090 470v-60h20v60zM1160 470v-30h24v30z" />
        <path d="M990 520c40 60 60 90 80 120 20-40 60-70 110-130z" opacity="0.85" />
      </g>
      <g fill="#ffe7a8">
        <circle cx="1060" cy="300" r="3" />
        <rect x="1052" y="352" width="5" height="8" rx="1" opacity="0.8" />
        <rect x="1132" y="392" width="4" height="7" rx="1" opacity="0.7" />
        <rect x="970" y="410" width="4" height="7" rx="1" opacity="0.7" />
      </g>

      {/* Sea of clouds at dawn. */}
      <path
        d="M0 610c120-40 220-20 330-40s210-50 330-30 250 40 380 20 260-50 400-30v270H0z"
        fill="url(#kv-cloud)"
        opacity="0.55"
      />
      <path
        d="M0 660c160-30 260 0 400-20s260-40 420-10 300 20 620-10v180H0z"
        fill="url(#kv-cloud)"
        opacity="0.75"
      />

      {/* The cliff and the heroine looking at the city. */}
      <path d="M0 800V640c80-20 160-18 230 4 40 14 70 40 96 72l54 84z" fill="url(#kv-land)" />
      <g transform="translate(212 552)" fill="#0a0820">
        <path d="M14 0c9 0 15 7 15 16 0 8-4 13-9 15l14 7 8 40 20 62H-18l14-60 6-42 12-7c-6-2-10-8-10-15C4 7 6 0 14 0z" />
        <path d="M30 38c20 10 38 26 52 52-14-6-26-10-38-12z" opacity="0.9" />
        <path d="M-2 44l-16 28 4 2 16-24z" />
        <path d="M-14 70l-4-30" stroke="#f6e3b0" strokeWidth="2" />
        <circle cx="-18" cy="38" r="5" fill="#fff2c4" />
      </g>
      <circle cx="194" cy="590" r="26" fill="url(#kv-glow)" opacity="0.8" />
    </svg>
  );
}
