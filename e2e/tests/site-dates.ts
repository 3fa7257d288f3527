import type { Page } from '@playwright/test';
import { appStarted } from './navigation';
import { expect } from './fixtures';

// What the specs of the site's dates share: a notice at a chosen instant and the day each app shows for it.

const HOUR = 3600_000;

/** The instant at 01:00 on yesterday's date in a zone: in Honolulu, 19 to 20 hours behind Japan, still the day before. */
export function oneInTheMorningYesterday(timeZone: string): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() - 24 * HOUR);
  const guess = Date.parse(`${day}T01:00:00Z`);
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(guess)
    .replace(', ', 'T');
  return new Date(guess - (Date.parse(`${wall}:00Z`) - guess));
}

/** Errors the page reported, hydration's among them. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

export async function createNotice(page: Page, authorization: string, publishAt: Date): Promise<number> {
  const created = await page.request.post('/api/notices', {
    headers: { authorization },
    data: {
      title: `Dated notice ${Date.now()}`,
      body: 'A notice with a date near midnight.',
      category: 'news',
      status: 'published',
      publishAt: publishAt.toISOString(),
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** The notice's day as the player's page shows it (2026.11.28) and as the console's notice page does (Nov 28, 2026). */
export async function shownDays(page: Page, id: number): Promise<{ player: string; console: string }> {
  await page.goto(`/home/notice/${id}`);
  const time = page.getByRole('article').locator('time');
  await expect(time).toHaveText(/\d{4}\.\d{2}\.\d{2}/);
  await appStarted(page);
  const player = (await time.textContent())!.replace(/[^\d.]/g, '');
  await page.goto(`/profile/basic?id=${id}`);
  const publishTime = page.getByText('Publish time', { exact: true }).locator('..');
  await expect(publishTime).toContainText(/\d{4}/);
  return { player, console: (await publishTime.textContent())! };
}

/** 2026.11.28 as the console writes it in English: Nov 28, 2026. */
export function inConsoleWords(playerDay: string): RegExp {
  const [year, month, day] = playerDay.split('.').map(Number) as [number, number, number];
  const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
  return new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * A notice published at 01:00 yesterday in Japan shows the same day, in `zone`, on the player's page and in the
 * console, the console's footer names the zone (`offset` as it writes it), and nothing fails to hydrate.
 */
export async function expectNoticeDayIn(page: Page, authorization: string, zone: string, offset: string) {
  const errors = collectErrors(page);
  const publishAt = oneInTheMorningYesterday('Asia/Tokyo');
  const id = await createNotice(page, authorization, publishAt);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(publishAt);
  const { player, console: consoleText } = await shownDays(page, id);
  expect(player).toBe(day.replaceAll('-', '.'));
  expect(consoleText).toMatch(inConsoleWords(player));
  await expect(page.getByTestId('footer')).toContainText(`Times in ${zone} (UTC${offset})`);
  expect(errors).toEqual([]);
}
