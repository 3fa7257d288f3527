import type { PopularType } from '@site/contracts/api/popular-types';
import type { MessageType } from '@site/contracts/api/message-types';
import type { Locale } from '../lib/i18n.js';
import type { Translations } from '../lib/translations.js';
import { consoleDay } from './seed-calendar.js';
import type { SeedDates } from './seed-notices.js';

/**
 * The demo data the console shows, in both of its languages. A row is written in en-US (the console's fallback) and
 * carries its zh-CN in `translations`; the API answers in the caller's language. People's names are theirs and stay
 * as they write them.
 */
export type Bilingual = Record<Locale, string>;

/** The en-US text to write, and the zh-CN of each field for the row's translations. */
export function written<F extends string>(
  fields: Record<F, Bilingual>,
): { texts: Record<F, string>; translations: Translations } {
  const entries = Object.entries(fields) as [F, Bilingual][];
  return {
    texts: Object.fromEntries(entries.map(([field, text]) => [field, text['en-US']])) as Record<F, string>,
    translations: {
      'zh-CN': Object.fromEntries(entries.map(([field, text]) => [field, text['zh-CN']])),
    },
  };
}

export const DEMO_PROFILES = {
  admin: {
    jobName: { 'en-US': 'Live Operations Lead', 'zh-CN': '运营负责人' },
    organizationName: { 'en-US': 'Live Operations', 'zh-CN': '运营部' },
    locationName: { 'en-US': 'Tokyo', 'zh-CN': '东京' },
    introduction: {
      'en-US': 'Runs announcements, events and the pre-registration campaign.',
      'zh-CN': '负责公告、活动和事前登录活动的运营。',
    },
  },
  user: {
    jobName: { 'en-US': 'Player Support', 'zh-CN': '玩家支持' },
    organizationName: { 'en-US': 'Customer Support', 'zh-CN': '客户服务部' },
    locationName: { 'en-US': 'Osaka', 'zh-CN': '大阪' },
    introduction: { 'en-US': 'Answers player enquiries.', 'zh-CN': '负责回复玩家的咨询。' },
  },
} satisfies Record<string, Record<string, Bilingual>>;

export interface DemoMessage {
  type: MessageType;
  /** A person's name (as written), or the subject of a notice or to-do. */
  title: Bilingual;
  subTitle: Bilingual;
  content: Bilingual;
  messageType: 0 | 1 | 3 | null;
  hoursAgo: number;
}

const same = (text: string): Bilingual => ({ 'en-US': text, 'zh-CN': text });

/** The message box's demo contents; the notices and to-dos name the days the demo's notices give. */
export function demoMessages(dates: SeedDates): DemoMessage[] {
  const maintenance = (locale: Locale) => consoleDay(dates.regularMaintenance, locale);
  return [
    {
      type: 'message',
      title: same('Ren Aoki'),
      subTitle: { 'en-US': 'Player support', 'zh-CN': '玩家支持' },
      content: {
        'en-US': 'Three enquiries about pre-registration rewards are waiting for an answer.',
        'zh-CN': '有三条关于事前登录奖励的咨询等待回复。',
      },
      messageType: null,
      hoursAgo: 0.2,
    },
    {
      type: 'message',
      title: same('Sora Kimura'),
      subTitle: { 'en-US': 'Marketing', 'zh-CN': '市场部' },
      content: {
        'en-US': 'The campaign banner for the X repost event is ready for review.',
        'zh-CN': 'X 转发活动的宣传横幅已可审核。',
      },
      messageType: null,
      hoursAgo: 1.5,
    },
    {
      type: 'message',
      title: same('Mio Tanaka'),
      subTitle: { 'en-US': 'QA', 'zh-CN': '测试组' },
      content: {
        'en-US': 'Closed beta build 0.9.2 passed the regression run.',
        'zh-CN': '封闭测试版本 0.9.2 已通过回归测试。',
      },
      messageType: null,
      hoursAgo: 5,
    },
    {
      type: 'message',
      title: same('Kaito Mori'),
      subTitle: { 'en-US': 'Server team', 'zh-CN': '服务器组' },
      content: {
        'en-US': 'Capacity for launch day has been added to the plan.',
        'zh-CN': '上线当天所需的服务器容量已加入计划。',
      },
      messageType: null,
      hoursAgo: 26,
    },
    {
      type: 'notice',
      title: { 'en-US': 'Scheduled maintenance', 'zh-CN': '定期维护' },
      subTitle: same(''),
      content: {
        'en-US': `Maintenance on ${maintenance('en-US')}, 10:00–14:00: the announcement is published.`,
        'zh-CN': `${maintenance('zh-CN')} 10:00–14:00 维护：公告已发布。`,
      },
      messageType: 0,
      // When its announcement went out (seed-notices.ts).
      hoursAgo: 5 * 24,
    },
    {
      type: 'notice',
      title: { 'en-US': 'Pre-registration milestone', 'zh-CN': '事前登录里程碑' },
      subTitle: same(''),
      content: {
        'en-US': '100,000 pre-registrations reached; reward notice published.',
        'zh-CN': '事前登录人数突破 10 万，奖励公告已发布。',
      },
      messageType: 1,
      hoursAgo: 3 * 24,
    },
    {
      type: 'notice',
      title: { 'en-US': 'Security', 'zh-CN': '安全' },
      subTitle: same(''),
      content: {
        'en-US': 'Rotate the API keys of the analytics integration before launch.',
        'zh-CN': '上线前请更换数据分析集成的 API 密钥。',
      },
      messageType: 3,
      hoursAgo: 50,
    },
    {
      type: 'todo',
      title: { 'en-US': 'Review collaboration draft', 'zh-CN': '审核联动企划草稿' },
      subTitle: same(''),
      content: {
        'en-US': 'The collaboration announcement draft needs legal approval.',
        'zh-CN': '联动企划的公告草稿需要法务审批。',
      },
      messageType: 0,
      hoursAgo: 2,
    },
    {
      type: 'todo',
      title: {
        'en-US': `Approve the ${dates.loginBonus['en-US']}`,
        'zh-CN': `审批${dates.loginBonus['zh-CN']}`,
      },
      subTitle: same(''),
      content: {
        'en-US': `Confirm the schedule from ${consoleDay(dates.loginBonusStart, 'en-US')} with the planners.`,
        'zh-CN': `与策划确认自${consoleDay(dates.loginBonusStart, 'zh-CN')}起的奖励日程。`,
      },
      messageType: 1,
      hoursAgo: 20,
    },
    {
      type: 'todo',
      title: { 'en-US': 'Launch date notice', 'zh-CN': '上线日期公告' },
      subTitle: same(''),
      content: {
        'en-US': 'Prepare the launch date announcement (scheduled).',
        'zh-CN': '准备上线日期公告（定时发布）。',
      },
      messageType: 3,
      hoursAgo: 40,
    },
  ];
}

/** The publisher's content projects, oldest first. */
export const DEMO_CONTENT_TITLES: Bilingual[] = [
  { 'en-US': 'Character trailer: Astrea', 'zh-CN': '角色预告：阿斯特蕾亚' },
  { 'en-US': 'Launch PV', 'zh-CN': '上线宣传片' },
  { 'en-US': 'World map artwork', 'zh-CN': '世界地图原画' },
  { 'en-US': 'Developer diary #1', 'zh-CN': '开发日志 #1' },
  { 'en-US': 'Developer diary #2', 'zh-CN': '开发日志 #2' },
  { 'en-US': 'Soundtrack preview', 'zh-CN': '原声音乐试听' },
  { 'en-US': 'Star chart system guide', 'zh-CN': '星图系统指南' },
  { 'en-US': 'Beta test report', 'zh-CN': '测试报告' },
  { 'en-US': 'Cosplay contest', 'zh-CN': 'Cosplay 大赛' },
  { 'en-US': 'Fan art gallery', 'zh-CN': '同人画廊' },
  { 'en-US': 'Voice actor interview', 'zh-CN': '声优访谈' },
  { 'en-US': 'Battle system guide', 'zh-CN': '战斗系统指南' },
  { 'en-US': 'Guild feature preview', 'zh-CN': '公会功能预览' },
  { 'en-US': 'Costume showcase', 'zh-CN': '服装展示' },
  { 'en-US': 'Story prologue', 'zh-CN': '剧情序章' },
  { 'en-US': 'Event schedule', 'zh-CN': '活动日程' },
  { 'en-US': 'Collaboration teaser', 'zh-CN': '联动预告' },
  { 'en-US': 'Launch countdown', 'zh-CN': '上线倒计时' },
  { 'en-US': 'Community Q&A', 'zh-CN': '社区问答' },
  { 'en-US': 'Behind the scenes', 'zh-CN': '幕后花絮' },
];

/** The most read contents of each kind: title, clicks, change in percent. */
export const DEMO_POPULAR: Record<PopularType, [Bilingual, number, number][]> = {
  text: [
    [{ 'en-US': 'Pre-registration rewards explained', 'zh-CN': '事前登录奖励详解' }, 3_463_000, 35],
    [{ 'en-US': 'Closed beta impressions', 'zh-CN': '封闭测试体验感想' }, 2_281_000, 22],
    [{ 'en-US': 'Astrea lore summary', 'zh-CN': '阿斯特蕾亚世界观概要' }, 1_530_000, -8],
    [{ 'en-US': 'Best starter party guide', 'zh-CN': '新手最佳队伍指南' }, 998_000, 14],
    [{ 'en-US': 'Maintenance FAQ', 'zh-CN': '维护常见问题' }, 412_000, 3],
  ],
  image: [
    [{ 'en-US': 'Key visual: Starlit Sky', 'zh-CN': '主视觉：星光夜空' }, 4_120_000, 41],
    [{ 'en-US': 'Character sheet: Lise', 'zh-CN': '角色设定：莉泽' }, 2_876_000, 18],
    [{ 'en-US': 'World map artwork', 'zh-CN': '世界地图原画' }, 1_904_000, 9],
    [{ 'en-US': 'Costume: Night of the Star Festival', 'zh-CN': '服装：星祭之夜' }, 1_233_000, -4],
    [{ 'en-US': 'Fan art pick of the week', 'zh-CN': '本周同人精选' }, 655_000, 27],
  ],
  video: [
    [{ 'en-US': 'Launch PV', 'zh-CN': '上线宣传片' }, 5_012_000, 52],
    [{ 'en-US': 'Character trailer: Astrea', 'zh-CN': '角色预告：阿斯特蕾亚' }, 3_345_000, 31],
    [{ 'en-US': 'Battle system walkthrough', 'zh-CN': '战斗系统实况讲解' }, 2_118_000, 12],
    [{ 'en-US': 'Soundtrack preview', 'zh-CN': '原声音乐试听' }, 874_000, -2],
    [{ 'en-US': 'Developer diary #2', 'zh-CN': '开发日志 #2' }, 503_000, 7],
  ],
};
