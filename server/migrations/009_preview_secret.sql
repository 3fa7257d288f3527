-- Preview links (issue 23, point 5): a signed, expiring link makes one browser load a stored version of a remote that
-- is not live. Every instance must verify a link another instance signed, so the signing key lives here, in one row
-- written by whichever instance needs it first.
CREATE TABLE preview_secret (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- 32 random bytes, hex: text rather than bytea, which the two database drivers hand back differently.
  secret     text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL
);

-- Every link issued: a browser's preview is checked against its row, and the pruning keeps the versions of the rows
-- that have not expired.
CREATE TABLE remote_previews (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote     text NOT NULL,
  version    text NOT NULL,
  -- An admin's username or a deploy key's name.
  issued_by  text NOT NULL,
  issued_at  timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX remote_previews_remote_idx ON remote_previews (remote, expires_at);
