-- "Clear" in the console's message box: the messages a user has cleared leave that user's list for good. Most
-- messages are addressed to every console user (recipient NULL), so clearing one hides it for the one user only.
CREATE TABLE message_clears (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id  integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  cleared_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, message_id)
);

-- What the login page's "Register account" and "Forgot password" send: requests an administrator answers in the
-- console. Every request is kept as sent, whether or not its username matches an account, so that the answer to
-- the visitor is the same either way.
CREATE TABLE account_requests (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('register', 'reset')),
  status           text NOT NULL CHECK (status IN ('pending', 'issued', 'approved', 'rejected', 'completed')),
  username         text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 64),
  -- A registration's display name and e-mail; empty for a reset.
  name             text NOT NULL DEFAULT '',
  email            text NOT NULL DEFAULT '',
  note             text NOT NULL DEFAULT '',
  -- A registration's chosen password, hashed as an account's, until it is answered (an approved account gets it).
  password_hash    text,
  created_at       timestamptz NOT NULL,
  decided_at       timestamptz,
  -- Kept as text so the list still says who answered after that account is gone.
  decided_by       text,
  -- A reset's one-time code: only its SHA-256, and until when it works.
  code_hash        text UNIQUE,
  code_expires_at  timestamptz,
  CHECK ((kind = 'register' AND status = 'pending') = (password_hash IS NOT NULL)),
  CHECK (kind = 'reset' OR status IN ('pending', 'approved', 'rejected')),
  CHECK (kind = 'register' OR status IN ('pending', 'issued', 'rejected', 'completed'))
);
CREATE INDEX account_requests_open_idx ON account_requests (created_at DESC, id DESC)
  WHERE status IN ('pending', 'issued');
