import { type TestApp, buildTestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t?.close(), 60_000);

describe('POST /customer/MailCol', () => {
  const submit = (payload: object) => t.call({ method: 'POST', url: '/customer/MailCol', payload });
  const rowsFor = (email: string) =>
    t.db.query<{ email: string; platform: string; source: string; campaign: string }>(
      'SELECT email, platform, source, campaign FROM preregistrations WHERE email_normalized = $1 ORDER BY id',
      [email],
    );

  it('stores a first registration and answers alreadyRegistered false', async () => {
    const { status, body } = await submit({
      email: 'Hoshi@Example.com',
      platform: 'mobile',
      source: 'dmg',
      campaign: 'spring_2026',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { registered: true, alreadyRegistered: false } });
    expect(await rowsFor('hoshi@example.com')).toEqual([
      { email: 'Hoshi@Example.com', platform: 'mobile', source: 'dmg', campaign: 'spring_2026' },
    ]);
  });

  it('is idempotent per email (any case) and campaign', async () => {
    const again = await submit({
      email: 'hoshi@example.COM',
      platform: 'pc',
      source: 'home',
      campaign: 'spring_2026',
    });
    expect(again.body).toEqual({ code: 0, msg: 'ok', data: { registered: true, alreadyRegistered: true } });
    expect(await rowsFor('hoshi@example.com')).toHaveLength(1);
    const otherCampaign = await submit({ email: 'hoshi@example.com', platform: 'pc', source: 'home' });
    expect(otherCampaign.body.data.alreadyRegistered).toBe(false);
    expect(
      (await submit({ email: 'hoshi@example.com', platform: 'pc', source: 'home' })).body.data
        .alreadyRegistered,
    ).toBe(true);
    expect(await rowsFor('hoshi@example.com')).toHaveLength(2);
  });

  it('stays one row under concurrent repeats', async () => {
    const answers = await Promise.all(
      [...Array(8)].map(() => submit({ email: 'race@example.com', platform: 'pc', source: 'home' })),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(answers.filter((a) => !a.body.data.alreadyRegistered)).toHaveLength(1);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', platform: 'pc', source: 'home' }, 'body.email must match format "email"'],
    [{ platform: 'pc', source: 'home' }, 'body.email is required'],
    [
      { email: 'a@example.com', platform: 'tv', source: 'home' },
      'body.platform must be equal to one of the allowed values',
    ],
    [
      { email: 'a@example.com', platform: 'pc', source: 'x' },
      'body.source must be equal to one of the allowed values',
    ],
    [
      { email: 'a@example.com', platform: 'pc', source: 'home', campaign: 'spring 2026!' },
      'body.campaign must match pattern "^[A-Za-z0-9_-]*$"',
    ],
    [
      { email: 'a@example.com', platform: 'pc', source: 'home', campaign: 'c'.repeat(65) },
      'body.campaign must NOT have more than 64 characters',
    ],
    [{ email: 'a@example.com', platform: 'pc', source: 'home', name: 'x' }, 'body.name is not allowed'],
  ])('rejects %j without storing it', async (payload, message) => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preregistrations');
    const { status, body } = await submit(payload);
    expect(status).toBe(400);
    // The field at fault is named for people in the message, and for forms in `errors`.
    const field = message.split(' ')[0]!.replace('body.', '');
    expect(body).toEqual({
      code: 40000,
      msg: message,
      data: null,
      errors: [expect.objectContaining({ in: 'body', field })],
    });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preregistrations');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('GET /api/questionnaire/report', () => {
  it('aggregates the seeded survey, publicly', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/questionnaire/report' });
    expect(status).toBe(200);
    const report = body.data;
    expect(report.respondents).toBeGreaterThanOrEqual(200);
    expect(Date.parse(report.collectedFrom)).toBeLessThanOrEqual(Date.parse(report.collectedTo));
    expect(report.questions.length).toBeGreaterThanOrEqual(4);
    expect(report.questions.map((q: { type: string }) => q.type)).toContain('rating');
    for (const question of report.questions) {
      expect(question.title).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      const counted = question.options.reduce((sum: number, o: { count: number }) => sum + o.count, 0);
      expect(question.total).toBe(counted);
      expect(question.total).toBeLessThanOrEqual(report.respondents);
      const ratios = question.options.reduce((sum: number, o: { ratio: number }) => sum + o.ratio, 0);
      expect(ratios).toBeCloseTo(1, 2);
    }
    const answers = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM survey_answers WHERE question_id = 'satisfaction'",
    );
    const satisfaction = report.questions.find((q: { id: string }) => q.id === 'satisfaction');
    expect(satisfaction.total).toBe(answers[0]!.n);
    expect(satisfaction.options.map((o: { label: string }) => o.label)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('follows new answers', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/questionnaire/report' })).body.data;
    const respondent = await t.db.query<{ id: number }>(
      'INSERT INTO survey_respondents (submitted_at) VALUES (now()) RETURNING id',
    );
    const option = await t.db.query<{ id: number }>(
      "SELECT id FROM survey_options WHERE question_id = 'satisfaction' AND label = '5'",
    );
    await t.db.query(
      "INSERT INTO survey_answers (respondent_id, question_id, option_id) VALUES ($1, 'satisfaction', $2)",
      [respondent[0]!.id, option[0]!.id],
    );
    const after = (await t.call({ method: 'GET', url: '/api/questionnaire/report' })).body.data;
    expect(after.respondents).toBe(before.respondents + 1);
    const five = (r: typeof before) =>
      r.questions.find((q: { id: string }) => q.id === 'satisfaction').options[4].count;
    expect(five(after)).toBe(five(before) + 1);
  });
});
