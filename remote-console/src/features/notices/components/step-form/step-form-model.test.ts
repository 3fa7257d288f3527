import {
  EMPTY_DRAFT,
  type StepDraft,
  firstFieldWithError,
  firstStepWithError,
  toNoticeInput,
  validateStep,
} from './step-form-model';

// Times in the form are the site's (Japan's by default), whatever the browser's zone.
const NOW = Date.parse('2026-06-01T12:00+09:00');
const valid: StepDraft = { ...EMPTY_DRAFT, title: 'Maintenance', body: 'We will be **back** soon.' };

describe('the step form model', () => {
  it('asks for a title and a body on the content step, and keeps to the server limits', () => {
    expect(validateStep('content', EMPTY_DRAFT, NOW)).toEqual({
      title: { key: 'form.title.required' },
      body: { key: 'form.body.required' },
    });
    expect(validateStep('content', { ...valid, title: '   ', body: '\n\t' }, NOW)).toEqual({
      title: { key: 'form.title.required' },
      body: { key: 'form.body.required' },
    });
    expect(validateStep('content', { ...valid, title: 'x'.repeat(121) }, NOW).title).toEqual({
      key: 'stepForm.tooLong',
      values: { max: 120 },
    });
    // The server counts code points: 120 emoji are 240 UTF-16 units and still fit.
    expect(validateStep('content', { ...valid, title: '🌟'.repeat(120) }, NOW)).toEqual({});
    expect(validateStep('content', { ...valid, body: 'x'.repeat(20001) }, NOW).body?.key).toBe(
      'stepForm.tooLong',
    );
    expect(validateStep('content', valid, NOW)).toEqual({});
  });

  it('asks for a future time before 2101 only when the notice is scheduled', () => {
    const scheduled = (publishAt: string) =>
      validateStep('schedule', { ...valid, publication: 'schedule', publishAt }, NOW).publishAt?.key;
    expect(validateStep('schedule', { ...valid, publication: 'now', publishAt: 'junk' }, NOW)).toEqual({});
    expect(validateStep('schedule', { ...valid, publication: 'draft' }, NOW)).toEqual({});
    expect(scheduled('')).toBe('stepForm.publishAt.required');
    expect(scheduled('tomorrow')).toBe('stepForm.publishAt.invalid');
    expect(scheduled('2026-06-01T11:59')).toBe('stepForm.publishAt.past');
    expect(scheduled('2101-01-02T00:00')).toBe('stepForm.publishAt.tooLate');
    expect(scheduled('2026-06-01T12:30')).toBeUndefined();
  });

  it('checks every step on review, and names the first step and field to go back to', () => {
    const errors = validateStep('review', { ...EMPTY_DRAFT, publication: 'schedule' }, NOW);
    expect(Object.keys(errors).sort()).toEqual(['body', 'publishAt', 'title']);
    expect(firstStepWithError(errors)).toBe('content');
    expect(firstFieldWithError('content', errors)).toBe('title');
    expect(firstStepWithError({ publishAt: { key: 'x' } })).toBe('schedule');
    expect(firstStepWithError({})).toBeUndefined();
  });

  it('turns a draft into the body of POST /api/notices', () => {
    expect(toNoticeInput({ ...valid, title: '  Maintenance  ' })).toEqual({
      title: 'Maintenance',
      body: valid.body,
      category: 'news',
      status: 'published',
    });
    expect(toNoticeInput({ ...valid, publication: 'draft', publishAt: '2026-07-01T10:00' }).status).toBe(
      'draft',
    );
    const scheduled = toNoticeInput({ ...valid, publication: 'schedule', publishAt: '2026-07-01T10:00' });
    expect(scheduled).toMatchObject({ status: 'published' });
    expect(scheduled.publishAt).toBe('2026-07-01T01:00:00.000Z');
  });

  it("reads the time in the site's zone, not the browser's", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const scheduled = toNoticeInput({ ...valid, publication: 'schedule', publishAt: '2026-11-28T00:30' });
      expect(scheduled.publishAt).toBe('2026-11-27T15:30:00.000Z');
    } finally {
      process.env.TZ = zone;
    }
  });
});
