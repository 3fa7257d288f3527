-- Canary releases (issue 24): an uploaded version of a remote goes live for a share of visitors, each visitor keeping
-- the same version (a hash of their visitor cookie, the remote and the canary's id against the share). Ended
-- canaries stay, so the console can say who ended each and why.

CREATE TABLE canaries (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote       text NOT NULL,
  version      text NOT NULL,
  -- The version the other visitors had when it started (the live one then).
  base_version text,
  share        integer NOT NULL CHECK (share BETWEEN 1 AND 99),
  state        text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'promoted', 'aborted')),
  started_by   text NOT NULL CHECK (char_length(started_by) BETWEEN 1 AND 100),
  started_at   timestamptz NOT NULL,
  ended_by     text CHECK (char_length(ended_by) <= 100),
  ended_at     timestamptz,
  -- Why it ended: for the guard's abort, the figures that decided it.
  reason       text CHECK (char_length(reason) <= 1000),
  automatic    boolean NOT NULL DEFAULT false,
  FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version),
  CHECK ((state = 'running') = (ended_at IS NULL))
);
-- One running canary per remote, whatever several instances do at once.
CREATE UNIQUE INDEX canaries_running_key ON canaries (remote) WHERE state = 'running';
CREATE INDEX canaries_remote_idx ON canaries (remote, id DESC);

-- The audit records the canary's actions and the guard's rollback too.
ALTER TABLE release_audit DROP CONSTRAINT release_audit_action_check;
ALTER TABLE release_audit ADD CONSTRAINT release_audit_action_check CHECK (action IN
  ('upload', 'release', 'make-live', 'rollback', 'preview', 'key-create', 'key-revoke', 'prune',
   'canary-start', 'canary-promote', 'canary-abort', 'auto-rollback'));
