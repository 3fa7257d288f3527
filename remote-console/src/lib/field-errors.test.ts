import { ApiError } from '@site/shared/core';
import { bodyFieldErrors, fieldErrorText } from './field-errors';

describe('field errors from the server', () => {
  it('name the rule in the most specific text the console has, with its limit', () => {
    expect(fieldErrorText({ in: 'body', field: 'phone', rule: 'pattern' })).toEqual({
      keys: ['validation.pattern.phone', 'validation.pattern'],
      params: {},
    });
    expect(fieldErrorText({ in: 'body', field: 'name', rule: 'maxLength', limit: 64 })).toEqual({
      keys: ['validation.maxLength.name', 'validation.maxLength'],
      params: { limit: 64 },
    });
    expect(fieldErrorText({ in: 'body', field: 'email', rule: 'format', format: 'email' }).keys).toEqual([
      'validation.format.email',
      'validation.invalid',
    ]);
    expect(fieldErrorText({ in: 'body', field: 'role', rule: 'enum' }).keys).toEqual([
      'validation.invalid.role',
      'validation.invalid',
    ]);
  });

  it("keep only the body's errors about the form's own fields, the first of each", () => {
    const error = new ApiError('body.phone must match pattern', 40000, 400, [
      { in: 'body', field: 'phone', rule: 'pattern' },
      { in: 'body', field: 'phone', rule: 'maxLength', limit: 32 },
      { in: 'query', field: 'name', rule: 'required' },
      { in: 'body', field: 'other', rule: 'required' },
    ]);
    const found = bodyFieldErrors(error, ['name', 'phone'] as const);
    expect(Object.keys(found)).toEqual(['phone']);
    expect(found.phone?.keys[0]).toBe('validation.pattern.phone');
    expect(bodyFieldErrors(new Error('network'), ['phone'])).toEqual({});
  });
});
