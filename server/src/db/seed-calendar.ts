/**
 * Dates for the demo data's texts. The seed places everything relative to the moment it runs, so a text that names
 * a date (a maintenance day, a holiday campaign) writes the date it was given, in the site's time zone, and in the
 * words of each language that shows it.
 */

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export interface SeedDay {
  /** The day's start in the site's time zone, approximately enough to step days from (noon avoids DST edges). */
  noon: number;
  year: number;
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const JA_WEEKDAYS = '日月火水木金土';

/** The calendar day of an instant in a time zone. */
export function seedDay(instant: number, timeZone: string): SeedDay {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    noon: instant + (12 - Number(parts.hour)) * HOUR,
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The day `days` after (or before) the given one. */
export function addDays(day: SeedDay, days: number, timeZone: string): SeedDay {
  return seedDay(day.noon + days * DAY, timeZone);
}

/** 5月2日（木）, as Japanese notices write a day. */
export function jaDay(day: SeedDay): string {
  return `${day.month}月${day.day}日（${JA_WEEKDAYS[day.weekday]}）`;
}

/** "Thu, May 2" and "5月2日（周四）", as the console's languages write a day. */
export function consoleDay(day: SeedDay, locale: 'en-US' | 'zh-CN'): string {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  if (locale === 'zh-CN') {
    const weekday = new Intl.DateTimeFormat('zh-CN', { weekday: 'short', timeZone: 'UTC' }).format(date);
    return `${day.month}月${day.day}日（${weekday}）`;
  }
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A login bonus's name in the site's languages: after the holiday its days fall in, if any. */
export interface BonusName {
  ja: string;
  'en-US': string;
  'zh-CN': string;
}

const HOLIDAY_BONUSES: { from: [number, number]; to: [number, number]; name: BonusName }[] = [
  {
    from: [4, 20],
    to: [5, 6],
    name: {
      ja: 'ゴールデンウィーク特別ログインボーナス',
      'en-US': 'Golden Week login bonus',
      'zh-CN': '黄金周特别登录奖励',
    },
  },
  {
    from: [7, 15],
    to: [8, 31],
    name: {
      ja: '夏休み特別ログインボーナス',
      'en-US': 'summer holiday login bonus',
      'zh-CN': '暑期特别登录奖励',
    },
  },
  {
    from: [12, 20],
    to: [1, 7],
    name: {
      ja: '年末年始特別ログインボーナス',
      'en-US': 'New Year login bonus',
      'zh-CN': '新年特别登录奖励',
    },
  },
];

const PLAIN_BONUS: BonusName = {
  ja: '期間限定ログインボーナス',
  'en-US': 'limited-time login bonus',
  'zh-CN': '限时登录奖励',
};

/** The name of a login bonus starting on a day: a holiday's when the day falls in one, else a plain one. */
export function loginBonusName(day: SeedDay): BonusName {
  const at = day.month * 100 + day.day;
  for (const { from, to, name } of HOLIDAY_BONUSES) {
    const start = from[0] * 100 + from[1];
    const end = to[0] * 100 + to[1];
    if (start <= end ? at >= start && at <= end : at >= start || at <= end) return name;
  }
  return PLAIN_BONUS;
}
