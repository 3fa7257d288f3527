import { isSelfPostingField, whenWanted } from './when-wanted';

const OPTIONS = { quietAfterLoadMs: 2000, typingPauseMs: 400 };

function loginForm(): { username: HTMLInputElement; remember: HTMLInputElement; plain: HTMLInputElement } {
  document.body.innerHTML = `
    <form method="post" action="/api/user/login">
      <input name="username" type="text" />
      <input name="remember" type="checkbox" />
    </form>
    <form><input name="query" type="search" /></form>
    <button type="button">Menu</button>`;
  const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { username: field('username'), remember: field('remember'), plain: field('query') };
}

/** Whether the promise has settled by now (after pending microtasks). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('isSelfPostingField', () => {
  it('is a text field of a form with an action, not a checkbox or a field of a form without one', () => {
    const { username, remember, plain } = loginForm();
    expect(isSelfPostingField(username)).toBe(true);
    expect(isSelfPostingField(remember)).toBe(false);
    expect(isSelfPostingField(plain)).toBe(false);
    expect(isSelfPostingField(document.querySelector('button'))).toBe(false);
    expect(isSelfPostingField(null)).toBe(false);
  });
});

describe('whenWanted', () => {
  it('starts at once when the visitor points at anything but a self-posting field', async () => {
    loginForm();
    const wanted = whenWanted(OPTIONS);
    expect(await settled(wanted)).toBe(false);
    document.querySelector('button')!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(await settled(wanted)).toBe(true);
  });

  it('waits while the visitor types into the login form, and starts once the typing pauses', async () => {
    const { username } = loginForm();
    const wanted = whenWanted(OPTIONS);
    username.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (let key = 0; key < 5; key++) {
      jest.advanceTimersByTime(300);
      username.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
      expect(await settled(wanted)).toBe(false);
    }
    jest.advanceTimersByTime(399);
    expect(await settled(wanted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(wanted)).toBe(true);
  });

  it('starts at once when the visitor, typing, then presses another control', async () => {
    const { username, remember } = loginForm();
    const wanted = whenWanted(OPTIONS);
    username.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    remember.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(await settled(wanted)).toBe(true);
  });

  it('starts by itself once the loaded page has been quiet, but not while someone types', async () => {
    const { username } = loginForm();
    const quiet = whenWanted(OPTIONS);
    jest.advanceTimersByTime(2000);
    jest.runOnlyPendingTimers();
    expect(await settled(quiet)).toBe(true);

    const typing = whenWanted(OPTIONS);
    jest.advanceTimersByTime(1800);
    username.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    jest.advanceTimersByTime(300);
    expect(await settled(typing)).toBe(false);
    jest.advanceTimersByTime(100);
    expect(await settled(typing)).toBe(true);
  });
});
