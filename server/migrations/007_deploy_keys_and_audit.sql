-- Releases by separate teams (issue 23): deploy keys, each allowed to upload, release, preview and roll back one
-- remote, and the audit of every release action, refusals included.

CREATE TABLE deploy_keys (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote       text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,31}$'),
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  -- sha-256 of the secret: the secret has 256 random bits, so a slow hash would add nothing but work per call.
  secret_hash  text NOT NULL UNIQUE,
  created_by   text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz,
  expires_at   timestamptz,
  revoked_at   timestamptz
);
-- The audit names a key by its name, so two usable keys of one remote never share one.
CREATE UNIQUE INDEX deploy_keys_usable_name_key ON deploy_keys (remote, lower(name)) WHERE revoked_at IS NULL;
CREATE INDEX deploy_keys_remote_idx ON deploy_keys (remote, id DESC);

CREATE TABLE release_audit (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote     text NOT NULL CHECK (char_length(remote) BETWEEN 1 AND 32),
  action     text NOT NULL CHECK (action IN
               ('upload', 'release', 'make-live', 'rollback', 'preview', 'key-create', 'key-revoke', 'prune')),
  version    text CHECK (char_length(version) <= 64),
  actor      text NOT NULL CHECK (char_length(actor) BETWEEN 1 AND 100),
  actor_kind text NOT NULL CHECK (actor_kind IN ('admin', 'key', 'system')),
  outcome    text NOT NULL CHECK (outcome IN ('ok', 'refused')),
  detail     text CHECK (char_length(detail) <= 1000),
  at         timestamptz NOT NULL
);
CREATE INDEX release_audit_remote_idx ON release_audit (remote, id DESC);
