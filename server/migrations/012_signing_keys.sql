-- Keys the server signs with that every instance must share (the signed cookies: a browser's device cookie, issued at
-- login, is checked by whichever instance the next login reaches). One row per purpose, written by whichever instance
-- needs it first.
CREATE TABLE signing_keys (
  purpose    text PRIMARY KEY CHECK (purpose ~ '^[a-z][a-z-]{0,39}$'),
  -- 32 random bytes, hex: text rather than bytea, which the two database drivers hand back differently.
  secret     text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL
);
