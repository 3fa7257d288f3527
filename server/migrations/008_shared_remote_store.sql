-- The remote store that several instances share (REMOTE_STORE=database; server/src/releases/remote-store/README.md):
-- the files of every stored build, immutable per version, in the database they already share. With the local folder
-- store (the embedded default) only remote_store_served is used.

CREATE TABLE remote_store_versions (
  remote     text NOT NULL CHECK (remote ~ '^[a-z][a-z0-9-]{0,31}$'),
  version    text NOT NULL CHECK (char_length(version) BETWEEN 1 AND 64),
  -- sha-256 over the sorted paths and contents: storing the same build again is harmless, other content is refused.
  digest     text NOT NULL,
  files      integer NOT NULL,
  bytes      bigint NOT NULL,
  stored_at  timestamptz NOT NULL,
  -- Set when pruned: the files are gone, and this row tells every instance to delete its local copy too. Storing
  -- the version again clears it.
  pruned_at  timestamptz,
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_store_files (
  remote  text NOT NULL,
  version text NOT NULL,
  -- Relative to the version's folder, with forward slashes; never absolute, never "..".
  path    text NOT NULL,
  data    bytea NOT NULL,
  PRIMARY KEY (remote, version, path),
  FOREIGN KEY (remote, version) REFERENCES remote_store_versions (remote, version) ON DELETE CASCADE
);

-- When a page last fetched a version's files, for the pruning ("anything a page may still need"). Each instance
-- keeps the times in memory and writes them here about once a minute, never once per request.
CREATE TABLE remote_store_served (
  remote          text NOT NULL,
  version         text NOT NULL,
  last_served_at  timestamptz NOT NULL,
  PRIMARY KEY (remote, version)
);
