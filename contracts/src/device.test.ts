import { deviceOfAgent, isPhoneAgent, isPhoneView } from './device.js';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('the device rule', () => {
  it.each(['Android', 'webOS', 'iPhone', 'iPod', 'BlackBerry', 'iPad'])(
    'treats %s as a phone agent',
    (word) => {
      expect(isPhoneAgent(`Mozilla/5.0 (${word}; rest)`)).toBe(true);
    },
  );

  it('gives phone pages to a phone agent in a narrow window only', () => {
    expect(isPhoneView(iphone, 390)).toBe(true);
    expect(isPhoneView(ipad, 1180)).toBe(false);
    expect(isPhoneView(ipad, 800)).toBe(true);
    expect(isPhoneView(desktop, 390)).toBe(false);
  });

  it('tells the server a phone or a desktop from the agent, and a tablet as unknown', () => {
    expect(deviceOfAgent(iphone)).toBe('phone');
    expect(deviceOfAgent(desktop)).toBe('desktop');
    expect(deviceOfAgent(ipad)).toBe('unknown');
    expect(deviceOfAgent(androidTablet)).toBe('unknown');
    expect(deviceOfAgent(undefined)).toBe('unknown');
  });
});
