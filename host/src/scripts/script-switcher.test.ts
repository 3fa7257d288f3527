import { TAG_MANAGER_NOSCRIPT_ID, isDmgPath } from '@site/contracts/third-party-scripts';
import { TAG_MANAGER_SCRIPT_ID, TRACKING_SCRIPT_ID, switchScripts } from './script-switcher';

const config = {
  tagManagerId: 'GTM-TEST123',
  trackingScriptUrl: 'https://tracker.example/t.js',
  thirdPartyScriptAreas: ['player', 'legal'],
};

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
}

describe('switchScripts', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('loads the tag manager and its no-script frame outside /dmg', () => {
    switchScripts('/home', 'player', config);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    const noscript = document.getElementById(TAG_MANAGER_NOSCRIPT_ID);
    expect(noscript?.tagName).toBe('NOSCRIPT');
    expect(noscript?.innerHTML).toContain('https://www.googletagmanager.com/ns.html?id=GTM-TEST123');
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('swaps the tag manager for the tracking script under /dmg', () => {
    switchScripts('/home', 'player', config);
    switchScripts('/dmg/play', 'player', config);
    expect(scriptSources()).toEqual(['https://tracker.example/t.js']);
    expect(document.getElementById(TAG_MANAGER_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(TAG_MANAGER_NOSCRIPT_ID)).toBeNull();
  });

  it('swaps back when leaving /dmg, without duplicating tags on repeat', () => {
    switchScripts('/dmg', 'player', config);
    switchScripts('/user', 'legal', config);
    switchScripts('/user_en', 'legal', config);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(document.querySelectorAll('noscript')).toHaveLength(1);
  });

  it('ignores a tracking script that fails to load', () => {
    switchScripts('/dmg', 'player', config);
    const script = document.getElementById(TRACKING_SCRIPT_ID) as HTMLScriptElement;
    expect(() => script.dispatchEvent(new Event('error'))).not.toThrow();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).not.toBeNull();
  });

  it('loads no third-party script on pages of an area left out of the configuration, and drops those loaded', () => {
    switchScripts('/home', 'player', config);
    switchScripts('/dashboard/workplace', 'console', config);
    expect(document.querySelectorAll('script, noscript')).toHaveLength(0);
    switchScripts('/dmg', 'player', config);
    switchScripts('/login', 'console', config);
    expect(document.querySelectorAll('script, noscript')).toHaveLength(0);
    // Configured otherwise, staff pages follow the rule of the others.
    switchScripts('/login', 'console', { ...config, thirdPartyScriptAreas: ['console'] });
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
  });

  it('treats a page no remote serves as the public site', () => {
    switchScripts('/404', undefined, config);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    switchScripts('/404', undefined, { ...config, thirdPartyScriptAreas: [] });
    expect(document.querySelectorAll('script, noscript')).toHaveLength(0);
  });

  it('does not inject a tag manager id that is not one', () => {
    switchScripts('/home', 'player', { ...config, tagManagerId: '"><script>' });
    expect(document.querySelectorAll('script, noscript')).toHaveLength(0);
  });
});

describe('isDmgPath', () => {
  it('matches /dmg and pages under it only', () => {
    expect(isDmgPath('/dmg')).toBe(true);
    expect(isDmgPath('/dmg/m/play')).toBe(true);
    expect(isDmgPath('/dmgx')).toBe(false);
    expect(isDmgPath('/home')).toBe(false);
  });
});
