import { type TestApp, buildTestApp } from './helpers/test-app.js';

/*
 * The console speaks zh-CN and en-US, and sends its language with every call (Accept-Language): the demo data it
 * shows answers in that language, through the workplace's short-lived cache too.
 */

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { CONSOLE_DATA_CACHE_MS: '5000' } });
  ({ authorization } = await t.login('admin', 'admin'));
}, 60_000);
afterAll(async () => t?.close(), 60_000);

async function data(method: 'GET' | 'POST', url: string, language: string, payload?: object) {
  const { status, body } = await t.call({
    method,
    url,
    headers: { authorization, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
  expect(status).toBe(200);
  return body.data;
}

/** The texts of the demo data the workplace and the message box show, in a language. */
async function shownTexts(language: string): Promise<string[]> {
  const popular = await Promise.all(
    ['text', 'image', 'video'].map((type) => data('GET', `/api/popular/list?type=${type}`, language)),
  );
  const projects = await data('GET', '/api/workplace/projects?pageSize=24', language);
  const messages = await data('POST', '/api/message/list', language);
  const info = await data('POST', '/api/user/info', language);
  return [
    ...popular.flat().map((item: { title: string }) => item.title),
    ...projects.items.map((project: { title: string }) => project.title),
    ...messages.flatMap((message: { type: string; title: string; subTitle: string; content: string }) =>
      // A message's title is its sender's name, which stays as the person writes it.
      message.type === 'message' ? [message.subTitle, message.content] : [message.title, message.content],
    ),
    info.jobName,
    info.organizationName,
    info.locationName,
    info.introduction,
  ];
}

it('answers the demo data in Chinese to the Chinese console', async () => {
  const texts = await shownTexts('zh-CN');
  expect(texts.length).toBeGreaterThan(40);
  const notChinese = texts.filter((text) => !HAN.test(text));
  expect(notChinese).toEqual([]);
});

it('answers it in English to the English console, also right after the Chinese one (no cache mixes them)', async () => {
  const texts = await shownTexts('en-US');
  expect(texts.filter((text) => HAN.test(text) || !LATIN_WORD.test(text))).toEqual([]);
  // The first page of popular items in each language, both within the cache's lifetime.
  const zh = await data('GET', '/api/popular/list?type=text', 'zh-CN');
  const en = await data('GET', '/api/popular/list?type=text', 'en-US');
  expect(zh[0].title).toBe('事前登录奖励详解');
  expect(en[0].title).toBe('Pre-registration rewards explained');
});

it('keeps a profile text its owner edits as written, in every language, and leaves the others translated', async () => {
  const { authorization: own } = await t.login('user', 'user');
  const profile = (language: string, payload?: object) =>
    t.call({
      method: 'POST',
      url: payload ? '/api/user/profile' : '/api/user/info',
      headers: { authorization: own, 'accept-language': language },
      payload: payload ?? {},
    });
  const before = (await profile('zh-CN')).body.data;
  expect(before.introduction).toBe('负责回复玩家的咨询。');
  // The Chinese form sends back every field as it showed them, with one changed.
  const saved = await profile('zh-CN', {
    name: before.name,
    introduction: '负责回复玩家咨询，也负责社区活动。',
    jobName: before.jobName,
    organizationName: before.organizationName,
    locationName: before.locationName,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data.introduction).toBe('负责回复玩家咨询，也负责社区活动。');
  const english = (await profile('en-US')).body.data;
  expect(english.introduction).toBe('负责回复玩家咨询，也负责社区活动。');
  expect(english.jobName).toBe('Player Support');
  expect((await profile('zh-CN')).body.data.jobName).toBe('玩家支持');
});
