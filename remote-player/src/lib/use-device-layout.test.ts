import { act, renderHook } from '@testing-library/react';
import { useDeviceLayout } from './use-device-layout';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function browser(userAgent: string, width: number) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

describe('useDeviceLayout', () => {
  it('gives a phone below 1024 px the phone layout, and anything else the PC one', () => {
    browser(PHONE, 390);
    expect(renderHook(() => useDeviceLayout()).result.current).toBe('mobile');
    browser(PHONE, 1024);
    expect(renderHook(() => useDeviceLayout()).result.current).toBe('pc');
    browser(DESKTOP, 390);
    expect(renderHook(() => useDeviceLayout()).result.current).toBe('pc');
  });

  it('follows the window as the device rule does', () => {
    browser(PHONE, 1100);
    const { result } = renderHook(() => useDeviceLayout());
    expect(result.current).toBe('pc');
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('mobile');
  });
});
