import type {
  PreregistrationPlatform,
  PreregistrationSource,
} from '@site/contracts/api/preregistration-fields';
import type { ReportQuestion } from '@site/contracts/api/questionnaire';
import type { Database, Queryable } from './database.js';
import {
  DEMO_CONTENT_TITLES,
  DEMO_POPULAR,
  DEMO_PROFILES,
  demoMessages,
  written,
} from './seed-console-texts.js';
import { type SeedDates, seedDates, seedNotices } from './seed-notices.js';
import { upsertUser } from '../auth/users.js';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const SEED_LOCK = 840_002;

/** Small deterministic generator: the demo database looks the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an index with the given weights. */
function weighted(rand: () => number, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

async function seedUsers(tx: Queryable): Promise<{ adminId: number }> {
  const existing = await tx.query<{ username: string; id: number }>(
    "SELECT lower(username) AS username, id FROM users WHERE lower(username) IN ('admin', 'user')",
  );
  const taken = new Map(existing.map((row) => [row.username, row.id]));
  // Never touch an account someone already created under a demo name (e.g. with the CLI).
  const adminId =
    taken.get('admin') ??
    (await upsertUser(tx, {
      username: 'admin',
      password: 'admin',
      role: 'admin',
      profile: {
        name: 'Haruka Hoshino',
        job: 'operations',
        organization: 'live-ops',
        location: 'tokyo',
        email: 'admin@astrea.example',
        personalWebsite: 'https://astrea.example',
        phone: '+81 3-1234-5678',
        certification: 1,
        ...written(DEMO_PROFILES.admin).texts,
      },
      translations: written(DEMO_PROFILES.admin).translations,
    }));
  if (!taken.has('user')) {
    await upsertUser(tx, {
      username: 'user',
      password: 'user',
      role: 'user',
      profile: {
        name: 'Ren Aoki',
        job: 'support',
        organization: 'support',
        location: 'osaka',
        email: 'user@astrea.example',
        phone: '+81 6-1234-5678',
        ...written(DEMO_PROFILES.user).texts,
      },
      translations: written(DEMO_PROFILES.user).translations,
    });
  }
  return { adminId };
}

async function insertNotices(tx: Queryable, adminId: number, now: number, timeZone: string): Promise<void> {
  for (const [i, notice] of seedNotices(now, timeZone).entries()) {
    const publishAt = new Date(now + notice.publishInHours * HOUR);
    // Written a little before it goes out, as staff do.
    const createdAt = new Date(Math.min(now, publishAt.getTime()) - (2 + i) * HOUR);
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO notices (title, body, category, status, publish_at, author_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [notice.title, notice.body, notice.category, notice.status, publishAt, adminId, createdAt],
    );
    const snapshot = {
      title: notice.title,
      body: notice.body,
      category: notice.category,
      status: notice.status,
      publishAt: publishAt.toISOString(),
    };
    await tx.query(
      `INSERT INTO notice_edits (notice_id, action, editor_id, editor_name, edited_at, changed_fields, snapshot)
       VALUES ($1, 'create', $2, 'admin', $3, $4::text[], $5::jsonb)`,
      [
        rows[0]!.id,
        adminId,
        createdAt,
        ['title', 'body', 'category', 'status', 'publishAt'],
        JSON.stringify(snapshot),
      ],
    );
  }
}

async function seedMessages(tx: Queryable, now: number, dates: SeedDates): Promise<void> {
  for (const message of demoMessages(dates)) {
    const { texts, translations } = written({
      title: message.title,
      subTitle: message.subTitle,
      content: message.content,
    });
    await tx.query(
      `INSERT INTO messages (type, title, sub_title, avatar, content, message_type, created_at, translations)
       VALUES ($1, $2, $3, '', $4, $5, $6, $7::jsonb)`,
      [
        message.type,
        texts.title,
        texts.subTitle,
        texts.content,
        message.messageType,
        new Date(now - message.hoursAgo * HOUR),
        JSON.stringify(translations),
      ],
    );
  }
}

async function seedPreregistrations(tx: Queryable, now: number, rand: () => number): Promise<void> {
  const emails: string[] = [];
  const platforms: PreregistrationPlatform[] = [];
  const sources: PreregistrationSource[] = [];
  const campaigns: string[] = [];
  const times: Date[] = [];
  // Hour by hour over the last 14 days, rising towards now as a campaign does (so every calendar day in any time
  // zone gets a plausible count, and today only what happened so far).
  for (let hoursAgo = 14 * 24 - 1; hoursAgo >= 0; hoursAgo--) {
    const rate = 1.6 + ((14 * 24 - hoursAgo) / (14 * 24)) * 3.5;
    const perHour = Math.floor(rate + rand() * 2);
    for (let i = 0; i < perHour; i++) {
      emails.push(`player${String(emails.length + 1).padStart(5, '0')}@example.jp`);
      platforms.push(rand() < 0.62 ? 'mobile' : 'pc');
      sources.push(rand() < 0.7 ? 'home' : 'dmg');
      campaigns.push(rand() < 0.3 ? 'x-repost' : '');
      times.push(new Date(now - hoursAgo * HOUR - Math.floor(rand() * HOUR)));
    }
  }
  await tx.query(
    `INSERT INTO preregistrations (email, email_normalized, platform, source, campaign, created_at)
     SELECT e, e, p, s, c, t FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       AS r (e, p, s, c, t)`,
    [emails, platforms, sources, campaigns, times],
  );
}

async function seedWorkplace(tx: Queryable, now: number, rand: () => number): Promise<void> {
  const orderKinds: string[] = [];
  const orderStatuses: string[] = [];
  const orderAmounts: number[] = [];
  const orderTimes: Date[] = [];
  for (let i = 0; i < 60; i++) {
    const age = rand() * 14 * DAY;
    orderKinds.push(rand() < 0.3 ? 'renewal' : 'new');
    // Recent orders are more often still pending.
    orderStatuses.push(age < 3 * DAY && rand() < 0.6 ? 'pending' : rand() < 0.9 ? 'paid' : 'cancelled');
    orderAmounts.push((Math.floor(rand() * 50) + 1) * 9800);
    orderTimes.push(new Date(now - age));
  }
  await tx.query(
    `INSERT INTO orders (order_no, kind, status, amount_cents, created_at)
     SELECT 'AS' || lpad(ord::text, 8, '0'), k, s, a, t
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[]) WITH ORDINALITY AS r (k, s, a, t, ord)`,
    [orderKinds, orderStatuses, orderAmounts, orderTimes],
  );

  const contentIds: number[] = [];
  for (const [i, title] of DEMO_CONTENT_TITLES.entries()) {
    const kind = ['text', 'image', 'video'][i % 3]!;
    const { texts, translations } = written({ title });
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO contents (title, kind, status, put_in, created_at, translations)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
      [
        texts.title,
        kind,
        rand() < 0.85 ? 'online' : 'offline',
        rand() < 0.4,
        new Date(now - (30 - i) * DAY),
        JSON.stringify(translations),
      ],
    );
    contentIds.push(rows[0]!.id);
  }

  const commentContent: number[] = [];
  const commentTimes: Date[] = [];
  for (let hoursAgo = 8 * 24 - 1; hoursAgo >= 0; hoursAgo--) {
    const perHour = Math.floor(rand() * 4);
    for (let i = 0; i < perHour; i++) {
      commentContent.push(contentIds[Math.floor(rand() * contentIds.length)]!);
      commentTimes.push(new Date(now - hoursAgo * HOUR - Math.floor(rand() * HOUR)));
    }
  }
  await tx.query(
    `INSERT INTO comments (content_id, body, created_at)
     SELECT c, 'Looking forward to the launch!', t FROM unnest($1::int[], $2::timestamptz[]) AS r (c, t)`,
    [commentContent, commentTimes],
  );

  const ledger: [number, string, number][] = [[5_000_000_00, 'Initial deposit', 30]];
  for (let day = 28; day >= 1; day -= 3) {
    ledger.push([-Math.round((20_000 + rand() * 80_000) * 100), 'Advertising spend', day]);
    if (day % 9 === 1) ledger.push([1_000_000_00, 'Top-up', day]);
  }
  for (const [amount, memo, daysAgo] of ledger) {
    await tx.query('INSERT INTO account_ledger (amount_cents, memo, created_at) VALUES ($1, $2, $3)', [
      amount,
      memo,
      new Date(now - daysAgo * DAY),
    ]);
  }

  for (const [type, items] of Object.entries(DEMO_POPULAR)) {
    for (const [i, [title, clicks, increases]] of items.entries()) {
      const { texts, translations } = written({ title });
      await tx.query(
        `INSERT INTO popular_items (type, rank, title, clicks, increases, translations)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [type, i + 1, texts.title, clicks, increases, JSON.stringify(translations)],
      );
    }
  }
}

const SURVEY: {
  id: string;
  title: string;
  type: ReportQuestion['type'];
  options: string[];
  weights: number[];
}[] = [
  {
    id: 'play_style',
    title: 'どのようなプレイスタイルで遊びたいですか？',
    type: 'single',
    options: [
      'ストーリーをじっくり楽しむ',
      'バトルをやり込む',
      'キャラクター収集',
      'ギルドで協力プレイ',
      'のんびり放置',
    ],
    weights: [34, 22, 25, 11, 8],
  },
  {
    id: 'favourite_character',
    title: '一番好きなキャラクターは誰ですか？',
    type: 'single',
    options: ['アストレア', 'リゼ', 'カイン', 'ミラ', 'ノクス'],
    weights: [38, 24, 14, 16, 8],
  },
  {
    id: 'discovery',
    title: '本作を何で知りましたか？',
    type: 'single',
    options: ['公式X（旧Twitter）', '動画サイトの広告', 'ゲーム情報サイト', '友人・知人の紹介', 'その他'],
    weights: [36, 27, 19, 12, 6],
  },
  {
    id: 'platform',
    title: '主にどの端末で遊ぶ予定ですか？',
    type: 'single',
    options: ['PCブラウザ', 'スマートフォン', 'タブレット'],
    weights: [41, 49, 10],
  },
  {
    id: 'satisfaction',
    title: 'クローズドβテストの満足度を教えてください（5段階）',
    type: 'rating',
    options: ['1', '2', '3', '4', '5'],
    weights: [4, 8, 21, 39, 28],
  },
];

async function seedSurvey(tx: Queryable, now: number, rand: () => number): Promise<void> {
  const optionIds = new Map<string, number[]>();
  for (const [position, question] of SURVEY.entries()) {
    await tx.query('INSERT INTO survey_questions (id, position, title, type) VALUES ($1, $2, $3, $4)', [
      question.id,
      position + 1,
      question.title,
      question.type,
    ]);
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO survey_options (question_id, position, label)
       SELECT $1, ord, label FROM unnest($2::text[]) WITH ORDINALITY AS o (label, ord) RETURNING id`,
      [question.id, question.options],
    );
    optionIds.set(
      question.id,
      rows.map((row) => row.id),
    );
  }

  const respondents = 240;
  const times: Date[] = [];
  for (let i = 0; i < respondents; i++) times.push(new Date(now - 21 * DAY + Math.floor(rand() * 14 * DAY)));
  times.sort((a, b) => a.getTime() - b.getTime());
  const ids = await tx.query<{ id: number }>(
    'INSERT INTO survey_respondents (submitted_at) SELECT t FROM unnest($1::timestamptz[]) AS r (t) RETURNING id',
    [times],
  );
  const answerRespondents: number[] = [];
  const answerQuestions: string[] = [];
  const answerOptions: number[] = [];
  for (const { id } of ids) {
    for (const question of SURVEY) {
      // Some respondents skip the free-choice questions, as real ones do.
      if (question.type === 'single' && rand() < 0.04) continue;
      answerRespondents.push(id);
      answerQuestions.push(question.id);
      answerOptions.push(optionIds.get(question.id)![weighted(rand, question.weights)]!);
    }
  }
  await tx.query(
    `INSERT INTO survey_answers (respondent_id, question_id, option_id)
     SELECT r, q, o FROM unnest($1::int[], $2::text[], $3::int[]) AS a (r, q, o)`,
    [answerRespondents, answerQuestions, answerOptions],
  );
}

/**
 * Fills a fresh demo database: the two demo accounts, announcements, messages, pre-registrations over the last 14
 * days, orders, contents, comments, the account ledger, popular lists and a player survey. What the console shows is
 * in both its languages; the days the texts name are those of the site's time zone. Runs once per database
 * (recorded in seed_runs), in one transaction, so a crash leaves either all of it or none.
 */
export async function seedDemoData(db: Database, now: Date, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const done = await tx.query("SELECT 1 FROM seed_runs WHERE name = 'demo'");
    if (done.length > 0) return false;
    const t = now.getTime();
    const rand = random(20260421);
    const { adminId } = await seedUsers(tx);
    await insertNotices(tx, adminId, t, timeZone);
    await seedMessages(tx, t, seedDates(t, timeZone));
    await seedPreregistrations(tx, t, rand);
    await seedWorkplace(tx, t, rand);
    await seedSurvey(tx, t, rand);
    await tx.query("INSERT INTO seed_runs (name) VALUES ('demo')");
    return true;
  });
}
