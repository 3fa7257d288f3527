import type { CanaryState } from '@site/contracts/api/canary';
import type { AuditEntry } from '@site/contracts/api/release-ops';
import { guardNotes } from './guard-notes';

const NOW = Date.parse('2026-04-21T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

const ended = (version: string, endedAt: string, automatic: boolean): CanaryState => ({
  id: 1,
  name: 'player',
  version,
  baseVersion: '0.1.0',
  share: 10,
  state: 'aborted',
  startedBy: 'admin',
  startedAt: hoursAgo(48),
  endedBy: automatic ? 'system' : 'admin',
  endedAt,
  reason: automatic ? `guard stopped ${version}` : null,
  automatic,
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  remote: 'player',
  action: 'auto-rollback',
  version: '0.4.0',
  actor: 'system',
  actorKind: 'system',
  outcome: 'ok',
  detail: 'rolled back',
  at: hoursAgo(1),
  ...over,
});

describe('guardNotes', () => {
  it('keeps what the guard did in the last day, newest first, and nothing a person did', () => {
    const status = {
      running: null,
      recent: [
        ended('0.3.0', hoursAgo(2), true),
        ended('0.2.5', hoursAgo(3), false),
        ended('0.2.0', hoursAgo(30), true),
      ],
    };
    const audit = [
      entry({ version: '0.4.0', at: hoursAgo(1) }),
      entry({ action: 'rollback', actorKind: 'admin', at: hoursAgo(1) }),
      entry({ outcome: 'refused', at: hoursAgo(1) }),
      entry({ version: '0.0.9', at: hoursAgo(25) }),
    ];
    expect(guardNotes(status, audit, NOW)).toEqual([
      { kind: 'rollback', version: '0.4.0', at: hoursAgo(1), reason: 'rolled back' },
      { kind: 'abort', version: '0.3.0', at: hoursAgo(2), reason: 'guard stopped 0.3.0' },
    ]);
  });

  it('has nothing to say before the answers are in', () => {
    expect(guardNotes(undefined, undefined, NOW)).toEqual([]);
  });
});
