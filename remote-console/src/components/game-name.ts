import { getSiteConfig } from '@site/shared/core';

/** The game's name (site configuration) as staff reading the console in this language know it. */
export function gameNameFor(language: string): string {
  const site = getSiteConfig();
  return language === 'zh-CN' ? site.gameName : site.gameNameEn;
}
