import { CONSOLE_LOCALE_KEY, storedConsoleLocale } from '@site/shared/core';
import { i18n, setConsoleLocale } from './i18n';

describe('console locale', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to zh-CN when nothing is stored', () => {
    expect(storedConsoleLocale()).toBe('zh-CN');
  });

  it('ignores a stored value that is not a console locale', () => {
    localStorage.setItem(CONSOLE_LOCALE_KEY, 'fr-FR');
    expect(storedConsoleLocale()).toBe('zh-CN');
  });

  it('stores the chosen locale under arco-locale and switches the instance', async () => {
    await setConsoleLocale('en-US');
    expect(localStorage.getItem(CONSOLE_LOCALE_KEY)).toBe('en-US');
    expect(storedConsoleLocale()).toBe('en-US');
    expect(i18n.language).toBe('en-US');
  });

  it('falls back to en-US for a missing zh-CN text', async () => {
    i18n.addResourceBundle('en-US', 'test', { only: 'English only' });
    await setConsoleLocale('zh-CN');
    expect(i18n.t('test:only')).toBe('English only');
  });
});
