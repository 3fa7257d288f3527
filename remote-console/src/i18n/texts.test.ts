import { i18n } from '@site/shared';
import enUS from './en-US';
import { CONSOLE_NAMESPACE, loadConsoleTexts } from './texts';
import zhCN from './zh-CN';

describe('console texts', () => {
  it('have the same keys in both languages (zh-CN never falls back to a language that is not loaded)', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('load one language at a time into the shared i18n instance', async () => {
    await loadConsoleTexts('zh-CN');
    expect(i18n.hasResourceBundle('zh-CN', CONSOLE_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('en-US', CONSOLE_NAMESPACE)).toBe(false);
    expect(i18n.getFixedT('zh-CN', CONSOLE_NAMESPACE)('login.submit')).toBe(zhCN['login.submit']);

    // A language the console does not have gets the fallback language's texts.
    await loadConsoleTexts('ja');
    expect(i18n.getFixedT('en-US', CONSOLE_NAMESPACE)('login.submit')).toBe(enUS['login.submit']);
  });
});
