import {
  TAG_MANAGER_NOSCRIPT_ID,
  TAG_MANAGER_SCRIPT_ID,
  TRACKING_SCRIPT_ID,
  isDmgPath,
  switchScripts,
} from './script-switcher';

const config = { tagManagerId: 'GTM-TEST123', trackingScriptUrl: 'https://tracker.example/t.js' };

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
}

describe('switchScripts', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('loads the tag manager and its no-script frame outside /dmg', () => {
    switchScripts('/home', config);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    const noscript = document.getElementById(TAG_MANAGER_NOSCRIPT_ID);
    expect(noscript?.tagName).toBe('NOSCRIPT');
    expect(noscript?.innerHTML).toContain('https://www.googletagmanager.com/ns.html?id=GTM-TEST123');
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
  });

  it('swaps the tag manager for the tracking script under /dmg', () => {
    switchScripts('/home', config);
    switchScripts('/dmg/play', config);
    expect(scriptSources()).toEqual(['https://tracker.example/t.js']);
    expect(document.getElementById(TAG_MANAGER_SCRIPT_ID)).toBeNull();
    expect(document.getElementById(TAG_MANAGER_NOSCRIPT_ID)).toBeNull();
  });

  it('swaps back when leaving /dmg, without duplicating tags on repeat', () => {
    switchScripts('/dmg', config);
    switchScripts('/user', config);
    switchScripts('/user_en', config);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(document.querySelectorAll('noscript')).toHaveLength(1);
  });

  it('ignores a tracking script that fails to load', () => {
    switchScripts('/dmg', config);
    const script = document.getElementById(TRACKING_SCRIPT_ID) as HTMLScriptElement;
    expect(() => script.dispatchEvent(new Event('error'))).not.toThrow();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).not.toBeNull();
  });

  it('does not inject a tag manager id that is not one', () => {
    switchScripts('/home', { ...config, tagManagerId: '"><script>' });
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
