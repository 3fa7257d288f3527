-- Release history of the Module Federation remotes (DESIGN section 2): every build that was released, and which one
-- is live. GET /remotes.json is read from here, so releasing or rolling back a remote is one row update: no host
-- rebuild, no server restart, and every API instance on this database answers the same at once.

CREATE TABLE remote_releases (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote       text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,31}$'),
  version      text NOT NULL CHECK (char_length(version) BETWEEN 1 AND 64),
  -- Address of the build's mf-manifest.json: a path in the remote store (/remotes/<name>/<version>/...) or a URL.
  manifest     text NOT NULL,
  -- The path patterns of the remote's pages, as the host matches them.
  routes       text[] NOT NULL,
  -- What the build needs from the host's shared singletons ({name, requiredVersion}[]), kept so that making an
  -- old release live again is checked against the host of that day.
  shared       jsonb NOT NULL DEFAULT '[]'::jsonb,
  released_by  text NOT NULL,
  released_at  timestamptz NOT NULL,
  live         boolean NOT NULL DEFAULT false,
  -- Who made it live last, and when (a rollback or "make live" changes these, not released_*).
  activated_by text,
  activated_at timestamptz,
  UNIQUE (remote, version)
);
-- At most one live release per remote, whatever several instances do at once.
CREATE UNIQUE INDEX remote_releases_live_key ON remote_releases (remote) WHERE live;
CREATE INDEX remote_releases_remote_idx ON remote_releases (remote, id DESC);
