import { siteDay } from '@site/shared/core';

/** 2026.04.21: the day in the site's time zone (Japan's by default, where the game is run), whatever the browser's. */
export function formatDate(iso: string): string {
  return siteDay(iso, '.');
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}
