import { demoMessages } from '../src/db/seed-console-texts.js';
import { seedDates, seedNotices } from '../src/db/seed-notices.js';

/*
 * The demo data is placed relative to the moment it is seeded, whatever day that is: its texts must fit the dates
 * they get. Checked for every day of a year, at three times of day, in two zones.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const JA_WEEKDAYS = '日月火水木金土';

/** Year, month, day and weekday of an instant in a zone. */
function calendar(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** Days since the epoch of a calendar date: to compare days whatever the zone. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY;

/** Every "5月2日（木）" in a text, as the day it names (the year is the one nearest the notice's) and its weekday. */
function namedDays(text: string, near: { year: number; month: number }) {
  return [...text.matchAll(/(\d{1,2})月(\d{1,2})日（(.)）/g)].map(([, month, day, weekday]) => {
    const m = Number(month);
    const year = near.year + (near.month === 12 && m === 1 ? 1 : near.month === 1 && m === 12 ? -1 : 0);
    return { year, month: m, day: Number(day), weekday: weekday! };
  });
}

const moments: number[] = [];
for (let day = 0; day < 366; day++) {
  for (const hour of [0.5, 12, 23.5]) moments.push(Date.UTC(2026, 0, 1) + day * DAY + hour * HOUR);
}

describe.each(['Asia/Tokyo', 'America/New_York'])('the seed in %s', (timeZone) => {
  it('names real days, on their weekdays, before or after the notice as its tense says', () => {
    for (const now of moments) {
      for (const notice of seedNotices(now, timeZone)) {
        const published = now + notice.publishInHours * HOUR;
        const on = calendar(published, timeZone);
        for (const named of namedDays(`${notice.title}\n${notice.body}`, on)) {
          const date = new Date(Date.UTC(named.year, named.month - 1, named.day));
          expect(date.getUTCMonth() + 1).toBe(named.month);
          expect(JA_WEEKDAYS[date.getUTCDay()]).toBe(named.weekday);
          const from = dayNumber(on.year, on.month, on.day);
          const to = dayNumber(named.year, named.month, named.day);
          // A notice of something done speaks of a day before it, an announcement of one after it.
          if (/実施いたしました/.test(notice.body)) expect(to).toBeLessThan(from);
          else expect(to).toBeGreaterThan(from);
          expect(Math.abs(to - from)).toBeLessThanOrEqual(7);
        }
      }
    }
  });

  it('names a holiday only when its days fall in it, in the notices and the to-dos alike', () => {
    const holidays: [RegExp, (month: number, day: number) => boolean][] = [
      [/ゴールデンウィーク|Golden Week|黄金周/, (m, d) => (m === 4 && d >= 20) || (m === 5 && d <= 6)],
      [/夏休み|summer|暑期/, (m) => m === 7 || m === 8],
      [/年末年始|New Year|新年/, (m, d) => (m === 12 && d >= 20) || (m === 1 && d <= 7)],
    ];
    const seen = new Set<RegExp>();
    for (const now of moments) {
      const { loginBonusStart } = seedDates(now, timeZone);
      const texts = [
        ...seedNotices(now, timeZone).flatMap((notice) => [notice.title, notice.body]),
        ...demoMessages(seedDates(now, timeZone)).flatMap((message) => [
          ...Object.values(message.title),
          ...Object.values(message.content),
        ]),
      ].join('\n');
      for (const [words, during] of holidays) {
        if (!words.test(texts)) continue;
        seen.add(words);
        expect(during(loginBonusStart.month, loginBonusStart.day)).toBe(true);
      }
    }
    // Each holiday does come up in its season.
    expect(seen.size).toBe(holidays.length);
  });

  it('gives the messages about a notice the day the notice names', () => {
    for (const now of moments.filter((_, i) => i % 7 === 0)) {
      const dates = seedDates(now, timeZone);
      const maintenance = demoMessages(dates).find((message) => message.type === 'notice')!;
      const { month, day } = dates.regularMaintenance;
      expect(maintenance.content['zh-CN']).toContain(`${month}月${day}日`);
      expect(maintenance.content['en-US']).toMatch(new RegExp(`\\b${day}\\b`));
      const notice = seedNotices(now, timeZone).find((n) => n.title.includes('定期メンテナンス'))!;
      expect(notice.title).toContain(`${month}月${day}日`);
    }
  });
});
