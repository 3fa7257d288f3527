import type { NoticeCategory, NoticeStatus } from '@site/contracts/api/notice-fields';
import { type BonusName, type SeedDay, addDays, jaDay, loginBonusName, seedDay } from './seed-calendar.js';

export interface SeedNotice {
  title: string;
  category: NoticeCategory;
  status: NoticeStatus;
  /** Publish time relative to the seed time, in hours (negative: in the past). */
  publishInHours: number;
  body: string;
}

const HOUR = 3600 * 1000;

/** The days and the season the demo's dated notices (and the messages about them) speak of. */
export interface SeedDates {
  /** The emergency maintenance that was over when its notice came out: the day before. */
  emergencyMaintenance: SeedDay;
  /** The regular maintenance its notice announces two days ahead. */
  regularMaintenance: SeedDay;
  /** The first of the seven days of the login bonus its notice announces three days ahead. */
  loginBonusStart: SeedDay;
  /** The login bonus's name: after the holiday its first day falls in, if any. */
  loginBonus: BonusName;
}

const EMERGENCY_NOTICE_HOURS = -24 * 13;
const REGULAR_NOTICE_HOURS = -24 * 5;
const LOGIN_BONUS_NOTICE_HOURS = -20;

/** The dates the demo's notices name, from the moment the seed runs, in the site's time zone. */
export function seedDates(now: number, timeZone: string): SeedDates {
  const publishDay = (hours: number) => seedDay(now + hours * HOUR, timeZone);
  const loginBonusStart = addDays(publishDay(LOGIN_BONUS_NOTICE_HOURS), 3, timeZone);
  return {
    emergencyMaintenance: addDays(publishDay(EMERGENCY_NOTICE_HOURS), -1, timeZone),
    regularMaintenance: addDays(publishDay(REGULAR_NOTICE_HOURS), 2, timeZone),
    loginBonusStart,
    loginBonus: loginBonusName(loginBonusStart),
  };
}

/**
 * Announcements of the demo game, in Japanese like the player pages; two drafts and one scheduled notice. Their
 * times are relative to the seed's, so the days they name are worked out from it: a notice never speaks of a
 * holiday weeks away from its date, nor of a Thursday that is a Monday.
 */
export function seedNotices(now: number, timeZone: string): SeedNotice[] {
  const dates = seedDates(now, timeZone);
  return [
    {
      title: '事前登録キャンペーン開催中！登録者数に応じて全員に報酬をプレゼント',
      category: 'event',
      status: 'published',
      publishInHours: -24 * 20,
      body: `## 事前登録キャンペーンのお知らせ

いつも『星詠みのアストレア』をご支援いただきありがとうございます。
本日より事前登録キャンペーンを開始いたしました。

### 達成報酬
| 登録者数 | 報酬 |
|---|---|
| 5万人 | 星晶石 ×300 |
| 10万人 | ★4キャラクター「蒼穹の射手 リゼ」 |
| 20万人 | 限定衣装「星祭りの夜」 |

メールアドレスをご登録いただいた方には、サービス開始時にお知らせをお送りします。`,
    },
    {
      title: '公式X（旧Twitter）フォロー＆リポストキャンペーンのお知らせ',
      category: 'event',
      status: 'published',
      publishInHours: -24 * 17,
      body: `公式Xアカウントをフォローし、対象の投稿をリポストした方の中から抽選で **100名様** にAmazonギフトカード1,000円分をプレゼントします。

- 応募期間：キャンペーン開始から14日間
- 当選発表：当選者へのDMをもって代えさせていただきます`,
    },
    {
      title: 'キャラクター紹介：星詠みの巫女 アストレア',
      category: 'news',
      status: 'published',
      publishInHours: -24 * 15,
      body: `物語の鍵を握る少女、**アストレア**をご紹介します。

> 星の声を聴く巫女。失われた星図を取り戻すため、主人公と共に旅立つ。

CV：水瀬 ひかり`,
    },
    {
      title: `【完了】${jaDay(dates.emergencyMaintenance)}臨時メンテナンスのお知らせ`,
      category: 'maintenance',
      status: 'published',
      publishInHours: EMERGENCY_NOTICE_HOURS,
      body: `以下の日程で臨時メンテナンスを実施いたしました。

- 日時：${jaDay(dates.emergencyMaintenance)}14:00〜15:30
- 内容：サーバー設備の増強

メンテナンス中はご不便をおかけし、申し訳ございませんでした。`,
    },
    {
      title: 'ゲームシステム紹介「星図探索」',
      category: 'news',
      status: 'published',
      publishInHours: -24 * 11,
      body: `夜空に広がる星図を探索し、星座の欠片を集めましょう。
集めた欠片はキャラクターの覚醒素材として使用できます。`,
    },
    {
      title: 'クローズドβテスト参加者募集のお知らせ',
      category: 'event',
      status: 'published',
      publishInHours: -24 * 9,
      body: `クローズドβテストの参加者を **5,000名** 募集いたします。

1. 公式サイトから応募フォームへ進む
2. 必要事項を入力して送信
3. 当選者にはメールでご案内します`,
    },
    {
      title: 'Ver.0.9.2 アップデート内容のお知らせ',
      category: 'update',
      status: 'published',
      publishInHours: -24 * 7,
      body: `### 主な変更点
- 編成画面の操作性を改善しました
- 一部端末で起動に時間がかかる不具合を修正しました
- 星図探索のドロップ率表記を追加しました`,
    },
    {
      title: `${jaDay(dates.regularMaintenance)}定期メンテナンスのお知らせ`,
      category: 'maintenance',
      status: 'published',
      publishInHours: REGULAR_NOTICE_HOURS,
      body: `以下の日程で定期メンテナンスを実施いたします。

- 日時：${jaDay(dates.regularMaintenance)}10:00〜14:00（予定）

※終了時刻は前後する場合がございます。`,
    },
    {
      title: '事前登録者数10万人突破！記念報酬が決定しました',
      category: 'news',
      status: 'published',
      publishInHours: -24 * 3,
      body: `皆さまのおかげで事前登録者数が **10万人** を突破しました！
達成報酬として★4キャラクター「蒼穹の射手 リゼ」をサービス開始時にお届けします。`,
    },
    {
      title: `${dates.loginBonus.ja}開催予告`,
      category: 'event',
      status: 'published',
      publishInHours: LOGIN_BONUS_NOTICE_HOURS,
      body: `${jaDay(dates.loginBonusStart)}からの7日間、毎日ログインするだけで星晶石を最大 **1,500個** 獲得できます。`,
    },
    {
      title: '正式サービス開始日決定のお知らせ',
      category: 'news',
      status: 'published',
      publishInHours: 24 * 3,
      body: `お待たせいたしました。正式サービス開始日が決定しました。
詳細は後日あらためてお知らせいたします。`,
    },
    {
      title: '【下書き】コラボレーション企画のお知らせ',
      category: 'event',
      status: 'draft',
      publishInHours: 24 * 10,
      body: `（社内確認中）人気作品とのコラボレーション企画を準備しています。`,
    },
    {
      title: '【下書き】Ver.1.0.0 アップデート予定',
      category: 'update',
      status: 'draft',
      publishInHours: 24 * 14,
      body: `- 新ストーリー第3章の追加
- ギルド機能の実装`,
    },
  ];
}
