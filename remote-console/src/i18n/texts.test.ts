import { i18n } from '@site/shared';
import enUS from './en-US';
import docsEnUS from './docs.en-US';
import docsZhCN from './docs.zh-CN';
import loginEnUS from './login.en-US';
import loginZhCN from './login.zh-CN';
import { CONSOLE_NAMESPACE, loadConsoleTexts, loadTextsFor } from './texts';
import zhCN from './zh-CN';

const keys = (texts: Record<string, string>) => Object.keys(texts).sort();

describe('console texts', () => {
  it('have the same keys in both languages (zh-CN never falls back to a language that is not loaded)', () => {
    expect(keys(zhCN)).toEqual(keys(enUS));
    expect(keys(loginZhCN)).toEqual(keys(loginEnUS));
    expect(keys(loginEnUS).filter((key) => key in enUS)).toEqual([]);
    expect(keys(docsZhCN)).toEqual(keys(docsEnUS));
    expect(keys(docsEnUS).filter((key) => key in enUS || key in loginEnUS)).toEqual([]);
  });

  it('load by part and language into the shared i18n instance', async () => {
    const t = (language: string) => i18n.getFixedT(language, CONSOLE_NAMESPACE);
    await loadConsoleTexts(['login'], 'zh-CN');
    expect(t('zh-CN')('login.submit')).toBe(loginZhCN['login.submit']);
    expect(i18n.exists('menu.dashboard', { lng: 'zh-CN', ns: CONSOLE_NAMESPACE, fallbackLng: [] })).toBe(
      false,
    );
    expect(i18n.hasResourceBundle('en-US', CONSOLE_NAMESPACE)).toBe(false);

    // Switching language brings the parts asked for so far, not more.
    await loadTextsFor('en-US');
    expect(t('en-US')('login.submit')).toBe(loginEnUS['login.submit']);
    expect(i18n.exists('menu.dashboard', { lng: 'en-US', ns: CONSOLE_NAMESPACE, fallbackLng: [] })).toBe(
      false,
    );

    await loadConsoleTexts(undefined, 'zh-CN');
    expect(t('zh-CN')('menu.dashboard')).toBe(zhCN['menu.dashboard']);
    expect(t('zh-CN')('login.submit')).toBe(loginZhCN['login.submit']);
  });

  it('load the fallback language for a language the console does not have', async () => {
    await loadConsoleTexts(undefined, 'ja');
    expect(i18n.getFixedT('en-US', CONSOLE_NAMESPACE)('menu.dashboard')).toBe(enUS['menu.dashboard']);
  });
});
