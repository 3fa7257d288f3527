import { ApiError, applyResponseRule } from './response-rule';

describe('applyResponseRule', () => {
  it('accepts data when the code is 0 or 1', () => {
    expect(applyResponseRule({ code: 0, msg: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
    expect(applyResponseRule({ code: 1, data: [2] })).toEqual([2]);
  });

  it('rejects with the message for any other code', () => {
    expect(() => applyResponseRule({ code: 50000, msg: 'Server busy', data: null })).toThrow('Server busy');
  });

  it('rejects with the code when there is no message', () => {
    expect(() => applyResponseRule({ code: 50008, data: null })).toThrow('50008');
    expect(() => applyResponseRule({ code: 20000, msg: '', data: null })).toThrow('20000');
  });

  it('keeps the code and status on the error', () => {
    try {
      applyResponseRule({ code: 50008, msg: 'Not logged in', data: null }, 401);
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 50008, status: 401, message: 'Not logged in' });
    }
  });

  it('keeps the fields a refused request names, and drops malformed ones', () => {
    const body = {
      code: 40000,
      msg: 'body.phone must match pattern',
      data: null,
      errors: [{ in: 'body', field: 'phone', rule: 'pattern' }, { field: 3 }, null],
    };
    expect(() => applyResponseRule(body, 400)).toThrow(
      expect.objectContaining({ fields: [{ in: 'body', field: 'phone', rule: 'pattern' }] }),
    );
    expect(() => applyResponseRule({ code: 40000, msg: 'x', data: null, errors: 'no' })).toThrow(
      expect.objectContaining({ fields: [] }),
    );
  });

  it('rejects bodies that are not envelopes', () => {
    expect(() => applyResponseRule('<html>', 502)).toThrow('Unexpected answer (HTTP 502)');
  });
});
