import { isDefaultLook, syncFirstViewCookie } from './first-view-cookie';
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
