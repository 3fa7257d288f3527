-- Real-user reports count as evidence only (docs/releases.md "Real-user reports"): each page carries a page-view
-- token the server signed, the canary's visitor cookie is signed, and the guard judges from distinct addresses and
-- visitors.

-- The keys every instance signs and checks with, one per purpose ('preview', 'page-view', 'visitor', 'cookies'), each
-- written by whichever instance needs it first. The preview's key moves here unchanged, so links already handed out
-- stay valid; preview_secret stays for the instances of the previous release during a rolling restart.
CREATE TABLE signing_secrets (
  purpose    text PRIMARY KEY CHECK (purpose ~ '^[a-z][a-z-]{0,39}$'),
  -- 32 random bytes, hex (as preview_secret).
  secret     text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL
);
INSERT INTO signing_secrets (purpose, secret, created_at)
  SELECT 'preview', secret, created_at FROM preview_secret;

-- What the guard weighs: each address (and visitor) counts once a day per remote version, in the minute it was first
-- counted, and once more if it saw an error of that version. No address or visitor is kept: only these counts.
ALTER TABLE rum_minutes
  ADD COLUMN addresses       integer NOT NULL DEFAULT 0,
  ADD COLUMN error_addresses integer NOT NULL DEFAULT 0,
  ADD COLUMN visitors        integer NOT NULL DEFAULT 0;

-- Counts made from reports that named remotes or versions nobody was served: they are evidence of nothing.
DELETE FROM rum_minutes m
 WHERE NOT EXISTS (SELECT 1 FROM remote_releases r WHERE r.remote = m.remote AND r.version = m.version);

-- Reports not counted, per minute and reason; remote is '' when the report could not be tied to a page the server
-- served (no token, a forged one, a refused batch), so a flood of made-up names adds no rows.
CREATE TABLE rum_dropped (
  minute  timestamptz NOT NULL,
  remote  text NOT NULL,
  reason  text NOT NULL CHECK (reason IN ('no-token', 'forged', 'expired', 'other-versions', 'replayed',
                                          'too-frequent', 'rate-limited', 'unchecked')),
  reports integer NOT NULL,
  PRIMARY KEY (minute, remote, reason)
);
CREATE INDEX rum_dropped_minute_idx ON rum_dropped (minute);
