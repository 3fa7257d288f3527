import { useId } from 'react';
import type { Character } from '../../../../config/game-content';

const EMBLEMS: Record<Character['emblem'], string> = {
  star: 'M0-34l8 26 26 8-26 8-8 26-8-26-26-8 26-8z',
  bow: 'M-24-30c30 10 30 50 0 60M-24-30v60M-30 0h56M20-6l8 6-8 6',
  sword: 'M0-38v58M-12 10h24M0 20v14M-4-38h8',
  moon: 'M10-30a30 30 0 1 0 0 60a24 24 0 1 1 0-60z',
  shadow: 'M-30 20c10-30 20-50 30-50s20 20 30 50c-10-10-20-14-30-14s-20 4-30 14z',
};

export interface CharacterPortraitProps {
  character: Character;
  width: number;
  height: number;
  className?: string;
}

/** A stylised bust of a character, drawn in SVG from the character's colours (no image files). */
export function CharacterPortrait({ character, width, height, className }: CharacterPortraitProps) {
  const uid = useId().replace(/:/g, '');
  const { sky, hair, accent, skin } = character.palette;
  const long = character.hairStyle === 'long';
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox="0 0 240 300"
      role="img"
      aria-label={`${character.epithet} ${character.name}のイラスト`}
      focusable="false"
    >
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky} />
          <stop offset="1" stopColor="#080a1e" />
        </linearGradient>
        <radialGradient id={`${uid}-halo`} cx="0.5" cy="0.38" r="0.5">
          <stop offset="0" stopColor={accent} stopOpacity="0.55" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${uid}-hair`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={hair} />
          <stop offset="1" stopColor={hair} stopOpacity="0.75" />
        </linearGradient>
      </defs>
      <rect width="240" height="300" fill={`url(#${uid}-bg)`} />
      <circle cx="120" cy="112" r="110" fill={`url(#${uid}-halo)`} />
      <circle cx="120" cy="112" r="88" fill="none" stroke={accent} strokeOpacity="0.5" strokeWidth="1" />
      <circle
        cx="120"
        cy="112"
        r="96"
        fill="none"
        stroke={accent}
        strokeOpacity="0.25"
        strokeDasharray="2 8"
      />
      <path
        d={EMBLEMS[character.emblem]}
        transform="translate(190 52) scale(0.7)"
        fill="none"
        stroke={accent}
        strokeWidth="3"
        opacity="0.7"
      />
      <g fill="#fff" opacity="0.7">
        <circle cx="34" cy="40" r="1.4" />
        <circle cx="60" cy="96" r="1" />
        <circle cx="206" cy="150" r="1.2" />
        <circle cx="24" cy="176" r="1" />
      </g>

      {/* Hair behind the head. */}
      {long ? (
        <path d="M70 110c-4-52 24-78 50-78s54 26 50 78l8 110H62z" fill={`url(#${uid}-hair)`} />
      ) : (
        <path d="M76 104c-2-44 20-66 44-66s46 22 44 66l-6 26H82z" fill={`url(#${uid}-hair)`} />
      )}
      {/* Shoulders and outfit. */}
      <path d="M40 300c4-52 30-80 80-84 50 4 76 32 80 84z" fill="#161331" />
      <path
        d="M40 300c4-52 30-80 80-84 50 4 76 32 80 84h-18c-4-40-24-64-62-66-38 2-58 26-62 66z"
        fill={accent}
        opacity="0.85"
      />
      <path d="M104 196h32l-4 26c-4 6-20 6-24 0z" fill={skin} />
      <path d="M120 236l10 12-10 12-10-12z" fill="#fff6d8" />
      {/* Face. */}
      <ellipse cx="120" cy="128" rx="34" ry="42" fill={skin} />
      <ellipse cx="106" cy="134" rx="4.5" ry="6" fill={accent} />
      <ellipse cx="134" cy="134" rx="4.5" ry="6" fill={accent} />
      <circle cx="107.5" cy="132" r="1.6" fill="#fff" />
      <circle cx="135.5" cy="132" r="1.6" fill="#fff" />
      <path d="M114 154q6 4 12 0" fill="none" stroke="#b0646a" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="98" cy="148" rx="6" ry="3" fill="#ff9bb0" opacity="0.35" />
      <ellipse cx="142" cy="148" rx="6" ry="3" fill="#ff9bb0" opacity="0.35" />
      {/* Fringe. */}
      <path
        d="M84 120c0-40 16-56 36-56s38 16 38 56c-10-14-18-26-22-36-6 14-22 24-40 28 6-8 8-14 8-20-6 10-12 18-20 28z"
        fill={hair}
      />
      {long ? (
        <path
          d="M84 116c-6 40-4 70-12 96 14-10 20-40 18-90zM156 116c6 40 4 70 12 96-14-10-20-40-18-90z"
          fill={hair}
        />
      ) : null}
    </svg>
  );
}
