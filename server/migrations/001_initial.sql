-- Accounts, sessions and the console's data. One set of migrations for PGlite and PostgreSQL: plain SQL only,
-- nothing engine-specific. Applied in file-name order, each in its own transaction (src/db/migrate.ts).

CREATE TABLE users (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username          text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 64),
  password_hash     text NOT NULL,
  role              text NOT NULL CHECK (role IN ('admin', 'user')),
  name              text NOT NULL DEFAULT '',
  avatar            text NOT NULL DEFAULT '',
  job               text NOT NULL DEFAULT '',
  organization      text NOT NULL DEFAULT '',
  location          text NOT NULL DEFAULT '',
  email             text NOT NULL DEFAULT '',
  introduction      text NOT NULL DEFAULT '',
  personal_website  text NOT NULL DEFAULT '',
  job_name          text NOT NULL DEFAULT '',
  organization_name text NOT NULL DEFAULT '',
  location_name     text NOT NULL DEFAULT '',
  phone             text NOT NULL DEFAULT '',
  account_id        text NOT NULL UNIQUE,
  certification     integer NOT NULL DEFAULT 0,
  registration_date timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
-- "Admin" and "admin" are one account.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

-- Only the SHA-256 of a token is stored: a leaked table does not leak usable tokens.
CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The role the session acts as: an admin may switch a session to "user" and back.
  role        text NOT NULL CHECK (role IN ('admin', 'user')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE messages (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL: a message for every console user.
  recipient_id  integer REFERENCES users (id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('message', 'notice', 'todo')),
  title         text NOT NULL,
  sub_title     text NOT NULL DEFAULT '',
  avatar        text NOT NULL DEFAULT '',
  content       text NOT NULL DEFAULT '',
  message_type  smallint CHECK (message_type IN (0, 1, 3)),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'message') = (message_type IS NULL))
);

CREATE TABLE message_reads (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id  integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  read_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, message_id)
);

CREATE TABLE notices (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 20000),
  category    text NOT NULL CHECK (category IN ('news', 'maintenance', 'event', 'update')),
  status      text NOT NULL CHECK (status IN ('draft', 'published')),
  publish_at  timestamptz NOT NULL,
  author_id   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  -- Deleted notices are kept (hidden everywhere) so their edit history stays readable for audits.
  deleted_at  timestamptz
);
CREATE INDEX notices_published_idx ON notices (publish_at DESC, id DESC) WHERE status = 'published' AND deleted_at IS NULL;

CREATE TABLE notice_edits (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notice_id       integer NOT NULL REFERENCES notices (id),
  action          text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  editor_id       integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as text so the history still says who edited after the account is gone.
  editor_name     text NOT NULL,
  edited_at       timestamptz NOT NULL,
  changed_fields  text[] NOT NULL,
  snapshot        jsonb NOT NULL
);
CREATE INDEX notice_edits_notice_idx ON notice_edits (notice_id, edited_at);

CREATE TABLE preregistrations (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email             text NOT NULL,
  email_normalized  text NOT NULL,
  platform          text NOT NULL CHECK (platform IN ('pc', 'mobile')),
  source            text NOT NULL CHECK (source IN ('home', 'dmg')),
  -- '' when the form named no campaign, so the uniqueness below also holds for it.
  campaign          text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email_normalized, campaign)
);
CREATE INDEX preregistrations_created_idx ON preregistrations (created_at);

CREATE TABLE orders (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no      text NOT NULL UNIQUE,
  kind          text NOT NULL CHECK (kind IN ('new', 'renewal')),
  status        text NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
  amount_cents  bigint NOT NULL CHECK (amount_cents >= 0),
  created_at    timestamptz NOT NULL
);

CREATE TABLE contents (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title       text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('text', 'image', 'video')),
  status      text NOT NULL CHECK (status IN ('online', 'offline')),
  -- Being promoted ("put in") right now.
  put_in      boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL
);

CREATE TABLE comments (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  content_id  integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX comments_created_idx ON comments (created_at);

-- The publisher account's money movements in CNY fen; the balance is their sum.
CREATE TABLE account_ledger (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  amount_cents  bigint NOT NULL,
  memo          text NOT NULL,
  created_at    timestamptz NOT NULL
);

CREATE TABLE popular_items (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type       text NOT NULL CHECK (type IN ('text', 'image', 'video')),
  rank       smallint NOT NULL,
  title      text NOT NULL,
  clicks     integer NOT NULL CHECK (clicks >= 0),
  -- Change in percent against the previous period; negative when falling.
  increases  integer NOT NULL,
  UNIQUE (type, rank)
);

CREATE TABLE survey_questions (
  id        text PRIMARY KEY,
  position  smallint NOT NULL UNIQUE,
  title     text NOT NULL,
  type      text NOT NULL CHECK (type IN ('single', 'rating'))
);

CREATE TABLE survey_options (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id  text NOT NULL REFERENCES survey_questions (id) ON DELETE CASCADE,
  position     smallint NOT NULL,
  label        text NOT NULL,
  UNIQUE (question_id, position)
);

CREATE TABLE survey_respondents (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submitted_at  timestamptz NOT NULL
);

CREATE TABLE survey_answers (
  respondent_id  integer NOT NULL REFERENCES survey_respondents (id) ON DELETE CASCADE,
  question_id    text NOT NULL REFERENCES survey_questions (id) ON DELETE CASCADE,
  option_id      integer NOT NULL REFERENCES survey_options (id) ON DELETE CASCADE,
  PRIMARY KEY (respondent_id, question_id)
);
CREATE INDEX survey_answers_option_idx ON survey_answers (option_id);

-- Which one-off data loads (the demo seed) have run.
CREATE TABLE seed_runs (
  name        text PRIMARY KEY,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
