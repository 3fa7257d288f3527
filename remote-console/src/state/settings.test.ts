import { readAtom } from '@site/shared/core';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  appSettingsAtom,
  reloadSettingsFromStorage,
  sanitizeSettings,
  updateSettings,
} from './settings';

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
}

describe('app settings atoms', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSettingsFromStorage();
  });

  it('start from the SPEC defaults', () => {
    const settings = readAtom(appSettingsAtom);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.themeColor).toBe('#165DFF');
    expect(settings.menuWidth).toBe(220);
    expect(settings.theme).toBe('light');
    expect(settings.device).toBe('desktop');
  });

  it('apply a change at once and persist it', () => {
    updateSettings({ colorWeak: true, tabBar: false });
    expect(readAtom(appSettingsAtom)).toMatchObject({ colorWeak: true, tabBar: false });
    expect(stored()).toMatchObject({ colorWeak: true, tabBar: false });
  });

  it('set menuCollapse to false when topMenu changes', () => {
    updateSettings({ menuCollapse: true });
    updateSettings({ topMenu: true });
    expect(readAtom(appSettingsAtom)).toMatchObject({ topMenu: true, menuCollapse: false });
    updateSettings({ menuCollapse: true });
    updateSettings({ topMenu: false });
    expect(readAtom(appSettingsAtom).menuCollapse).toBe(false);
  });

  it('do not persist the drawer state or the device, and hold no server data', () => {
    updateSettings({ globalSettings: true, device: 'mobile' });
    expect(stored()).not.toHaveProperty('globalSettings');
    expect(stored()).not.toHaveProperty('device');
    // The server's menu is the query cache's (features/settings/api/get-server-menu.ts), not a setting.
    expect(readAtom(appSettingsAtom)).not.toHaveProperty('serverMenu');
    reloadSettingsFromStorage();
    expect(readAtom(appSettingsAtom)).toMatchObject({ globalSettings: false, device: 'desktop' });
  });

  it('survive a reload', () => {
    updateSettings({ theme: 'dark', menuWidth: 300, themeColor: '#722ED1' });
    reloadSettingsFromStorage();
    expect(readAtom(appSettingsAtom)).toMatchObject({
      theme: 'dark',
      menuWidth: 300,
      themeColor: '#722ED1',
    });
  });

  it('keep the menu width in range and ignore a malformed colour', () => {
    updateSettings({ menuWidth: 5 });
    expect(readAtom(appSettingsAtom).menuWidth).toBe(160);
    updateSettings({ menuWidth: 9999 });
    expect(readAtom(appSettingsAtom).menuWidth).toBe(400);
    updateSettings({ themeColor: 'red; background: url(x)' });
    expect(readAtom(appSettingsAtom).themeColor).toBe('#165DFF');
  });

  it('fall back to defaults for broken stored values', () => {
    expect(sanitizeSettings({ theme: 'neon', menuWidth: 'wide', navbar: 'yes', footer: false })).toEqual({
      ...DEFAULT_SETTINGS,
      footer: false,
    });
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    reloadSettingsFromStorage();
    expect(readAtom(appSettingsAtom)).toEqual(DEFAULT_SETTINGS);
  });
});
