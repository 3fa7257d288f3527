import {
  FIRST_VIEW_LOOK_ATTRIBUTE,
  FIRST_VIEW_LOOK_CHECK,
  FIRST_VIEW_OFF_ATTRIBUTE,
} from '@site/contracts/first-view-look';
import { LOGIN_FIRST_VIEW_LOOK, isDefaultLook, syncFirstViewCookie } from './first-view-cookie';
import { DEFAULT_SETTINGS } from './settings';
import { cookieDocument } from './cookie-document.test-helper';

const defaults = {
  locale: 'zh-CN',
  settings: { theme: 'light', themeColor: '#165dff', colorWeak: false },
  rememberedUsername: false,
} as const;

describe('the login page first-view cookie', () => {
  it("takes the new visitor's look (any case of the default colour) as the default", () => {
    expect(isDefaultLook(defaults)).toBe(true);
    expect(DEFAULT_SETTINGS.themeColor.toLowerCase()).toBe(defaults.settings.themeColor);
  });

  it.each([
    ['another language', { ...defaults, locale: 'en-US' }],
    ['the dark theme', { ...defaults, settings: { ...defaults.settings, theme: 'dark' as const } }],
    ['another colour', { ...defaults, settings: { ...defaults.settings, themeColor: '#F53F3F' } }],
    ['colour-weak mode', { ...defaults, settings: { ...defaults.settings, colorWeak: true } }],
    ['a remembered username', { ...defaults, rememberedUsername: true }],
  ])('turns the first view off for %s, on the login path only', (_name, look) => {
    expect(isDefaultLook(look)).toBe(false);
    const { doc, written } = cookieDocument();
    syncFirstViewCookie(look, doc);
    expect(written).toEqual(['first-view=off; Path=/login; Max-Age=31536000; SameSite=Lax']);
  });

  it('clears the cookie when the look is the default again', () => {
    const { doc, written } = cookieDocument();
    syncFirstViewCookie(defaults, doc);
    expect(written).toEqual(['first-view=; Path=/login; Max-Age=0; SameSite=Lax']);
  });
});

describe("the login pages' first view in another look than the browser's", () => {
  const root = document.documentElement;

  let cookiesWritten: string[] = [];

  /** The page's inline check, as it runs before the page paints, on a page whose first view has the login look. */
  function checkBeforePaint(stored: Record<string, string>): boolean {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    root.setAttribute(FIRST_VIEW_LOOK_ATTRIBUTE, JSON.stringify(LOGIN_FIRST_VIEW_LOOK));
    root.removeAttribute(FIRST_VIEW_OFF_ATTRIBUTE);
    cookiesWritten = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => void cookiesWritten.push(value));
    new Function(FIRST_VIEW_LOOK_CHECK)();
    return root.getAttribute(FIRST_VIEW_OFF_ATTRIBUTE) !== 'off';
  }

  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    root.removeAttribute(FIRST_VIEW_LOOK_ATTRIBUTE);
    root.removeAttribute(FIRST_VIEW_OFF_ATTRIBUTE);
  });

  it('keeps the first view for a new visitor, and for one who stored the default look', () => {
    expect(checkBeforePaint({})).toBe(true);
    const settings = { ...DEFAULT_SETTINGS, themeColor: '#165dff', menuWidth: 300 };
    expect(checkBeforePaint({ 'arco-locale': 'zh-CN', 'console-settings': JSON.stringify(settings) })).toBe(
      true,
    );
  });

  it.each([
    ['a saved language', { 'arco-locale': 'en-US' }],
    ['the dark theme', { 'console-settings': JSON.stringify({ ...DEFAULT_SETTINGS, theme: 'dark' }) }],
    [
      'another colour',
      { 'console-settings': JSON.stringify({ ...DEFAULT_SETTINGS, themeColor: '#F53F3F' }) },
    ],
    ['colour-weak mode', { 'console-settings': JSON.stringify({ ...DEFAULT_SETTINGS, colorWeak: true }) }],
    ['a remembered username', { 'login-remembered-username': JSON.stringify('alice') }],
    ['settings it cannot read', { 'console-settings': '{not json' }],
  ])('turns it off before it paints for %s, and asks for the next page without it', (_name, stored) => {
    expect(checkBeforePaint(stored)).toBe(false);
    expect(cookiesWritten).toEqual(['first-view=off; Path=/login; Max-Age=31536000; SameSite=Lax']);
  });

  it('agrees with the look the console keeps the cookie for', () => {
    const looks = [
      defaults,
      { ...defaults, locale: 'en-US' },
      { ...defaults, settings: { ...defaults.settings, theme: 'dark' as const } },
      { ...defaults, settings: { ...defaults.settings, themeColor: '#00B42A' } },
      { ...defaults, settings: { ...defaults.settings, colorWeak: true } },
      { ...defaults, rememberedUsername: true },
    ];
    for (const look of looks) {
      const stored = {
        'arco-locale': look.locale,
        'console-settings': JSON.stringify({ ...DEFAULT_SETTINGS, ...look.settings }),
        ...(look.rememberedUsername ? { 'login-remembered-username': JSON.stringify('alice') } : {}),
      };
      expect(checkBeforePaint(stored)).toBe(isDefaultLook(look));
    }
  });
});
