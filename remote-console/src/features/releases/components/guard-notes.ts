import type { CanaryStatus } from '@site/contracts/api/canary';
import type { AuditEntry } from '@site/contracts/api/release-ops';

/** How long an automatic action stays called out on its remote. */
export const GUARD_NOTE_MS = 24 * 60 * 60 * 1000;

/** Something the server's guard did by itself: a canary it aborted, or a release it rolled back. */
export interface GuardNote {
  kind: 'abort' | 'rollback';
  version: string;
  at: string;
  reason: string;
}

/**
 * The guard's actions on one remote in the last `GUARD_NOTE_MS` before `now`, newest first: the canaries it ended
 * (from the canary status) and its rollbacks (from the audit's first page, where they are recorded).
 */
export function guardNotes(
  status: CanaryStatus | undefined,
  audit: readonly AuditEntry[] | undefined,
  now: number,
): GuardNote[] {
  const recent = (at: string | null): at is string => at !== null && now - Date.parse(at) <= GUARD_NOTE_MS;
  const aborts: GuardNote[] = (status?.recent ?? [])
    .filter((canary) => canary.automatic && recent(canary.endedAt))
    .map((canary) => ({
      kind: 'abort',
      version: canary.version,
      at: canary.endedAt!,
      reason: canary.reason ?? '',
    }));
  const rollbacks: GuardNote[] = (audit ?? [])
    .filter((entry) => entry.action === 'auto-rollback' && entry.outcome === 'ok' && recent(entry.at))
    .map((entry) => ({
      kind: 'rollback',
      version: entry.version ?? '',
      at: entry.at,
      reason: entry.detail ?? '',
    }));
  return [...aborts, ...rollbacks].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
