import { checkForgot, checkRegister, checkReset, refusalCodeOf, refusalOf } from './request-validation';

const register = {
  username: 'mika.s',
  name: 'Mika Sato',
  email: 'mika@astrea.example',
  password: 'violet comet 42',
  confirm: 'violet comet 42',
  note: '',
};

describe('the request forms check what they send as the server does', () => {
  it('accept a good registration', () => {
    expect(checkRegister(register)).toEqual({});
  });

  it.each([
    [{ username: '' }, { username: 'request.username.required' }],
    [{ username: 'ab' }, { username: 'request.username.invalid' }],
    [{ username: '.mika' }, { username: 'request.username.invalid' }],
    [{ username: 'mika sato' }, { username: 'request.username.invalid' }],
    [{ name: '   ' }, { name: 'request.name.required' }],
    [{ name: 'x'.repeat(65) }, { name: 'request.name.invalid' }],
    [{ email: '' }, { email: 'request.email.required' }],
    [{ email: 'mika@' }, { email: 'request.email.invalid' }],
    [{ password: '', confirm: '' }, { password: 'request.password.required' }],
    [{ password: 'short', confirm: 'short' }, { password: 'request.password.invalid' }],
    [{ confirm: 'something else' }, { confirm: 'request.confirm.invalid' }],
    [{ note: 'x'.repeat(501) }, { note: 'request.note.invalid' }],
    [{ note: 'bell\u0007' }, { note: 'request.note.invalid' }],
  ])('refuse a registration with %j', (change, errors) => {
    expect(checkRegister({ ...register, ...change })).toEqual(errors);
  });

  it('allow line breaks in a note, and count characters as the server does', () => {
    expect(checkRegister({ ...register, note: 'Support team\r\nfrom Monday' })).toEqual({});
    expect(checkRegister({ ...register, name: '星'.repeat(64) })).toEqual({});
  });

  it('check a forgotten password and a reset', () => {
    expect(checkForgot({ username: 'anything at all', note: '' })).toEqual({});
    expect(checkForgot({ username: ' ', note: '' })).toEqual({ username: 'request.username.required' });
    expect(checkForgot({ username: 'x'.repeat(65), note: '' })).toEqual({
      username: 'forgot.username.invalid',
    });
    const reset = { code: 'ABCD-EFGH-JKMN-PQRS', newPassword: 'violet comet 42', confirm: 'violet comet 42' };
    expect(checkReset(reset)).toEqual({});
    expect(checkReset({ ...reset, code: '' })).toEqual({ code: 'reset.code.required' });
    expect(checkReset({ ...reset, confirm: 'x' })).toEqual({ confirm: 'request.confirm.invalid' });
  });
});

describe('refusals', () => {
  it("read the server's codes after a post without the page's script", () => {
    expect(refusalOf('email')).toEqual({ field: 'email', text: 'request.email.invalid' });
    expect(refusalOf('password-common')).toEqual({ field: 'password', text: 'request.password.common' });
    expect(refusalOf('newPassword-common')).toEqual({
      field: 'newPassword',
      text: 'request.password.common',
    });
    expect(refusalOf('code-invalid')).toEqual({ field: 'code', text: 'reset.code.invalid' });
    expect(refusalOf('too-many')).toEqual({ text: 'request.tooMany' });
    expect(refusalOf('username', 'forgot.username.invalid')).toEqual({
      field: 'username',
      text: 'forgot.username.invalid',
    });
    expect(refusalOf('<script>')).toBeUndefined();
    expect(refusalOf(null)).toBeUndefined();
  });

  it('read an API answer: the field it names, a common password, a limit', () => {
    expect(refusalCodeOf({ message: 'body.email must match format "email"', status: 400 })).toBe('email');
    expect(
      refusalCodeOf({
        message: 'body.password is on a list of commonly used passwords: choose one that is harder to guess',
        status: 400,
      }),
    ).toBe('password-common');
    expect(refusalCodeOf({ message: '登录尝试过于频繁，请 30 秒后再试', status: 429 })).toBe('too-many');
    expect(refusalCodeOf({ message: '重置码无效或已过期', status: 400 })).toBeUndefined();
    expect(refusalCodeOf({ message: 'body.role is not allowed', status: 400 })).toBeUndefined();
  });
});
