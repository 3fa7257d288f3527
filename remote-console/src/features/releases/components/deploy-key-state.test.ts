import type { DeployKey } from '@site/contracts/api/release-ops';
import { endOfSiteDay, siteToday } from '../../../lib/site-date-fields';
import { deployKeyState } from './deploy-key-state';

const key = (over: Partial<DeployKey>): DeployKey => ({
  id: 1,
  name: 'ci',
  remote: 'player',
  createdBy: 'admin',
  createdAt: '2026-04-01T00:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  ...over,
});

const NOW = Date.parse('2026-04-21T12:00:00.000Z');

describe('a deploy key’s state', () => {
  it('is active without an expiry, and before it', () => {
    expect(deployKeyState(key({}), NOW)).toBe('active');
    expect(deployKeyState(key({ expiresAt: '2026-04-21T12:00:01.000Z' }), NOW)).toBe('active');
  });

  it('is expired from its expiry on', () => {
    expect(deployKeyState(key({ expiresAt: '2026-04-21T12:00:00.000Z' }), NOW)).toBe('expired');
  });

  it('is revoked once revoked, even when it has expired since', () => {
    expect(
      deployKeyState(
        key({ revokedAt: '2026-04-02T00:00:00.000Z', expiresAt: '2026-04-03T00:00:00.000Z' }),
        NOW,
      ),
    ).toBe('revoked');
  });
});

describe('the expiry day', () => {
  it("ends at the start of the next day in the site's time zone, as the console shows days", () => {
    expect(endOfSiteDay('2026-04-30')).toBe('2026-04-30T15:00:00.000Z');
  });

  it("starts today's choices from the site's day", () => {
    expect(siteToday(Date.parse('2026-01-05T14:59:00Z'))).toBe('2026-01-05');
    expect(siteToday(Date.parse('2026-01-05T15:00:00Z'))).toBe('2026-01-06');
  });
});
