-- Real-user reports (issue 24, points 2 and 3): per remote version and minute, what the host's reports counted. Each
-- instance counts in memory and adds its counts once a minute (ON CONFLICT adds to the row another instance wrote),
-- so the table has one row per remote version and minute whatever the number of instances. No address, query
-- string or user is kept: only counts.
CREATE TABLE rum_minutes (
  remote        text NOT NULL,
  version       text NOT NULL,
  minute        timestamptz NOT NULL,
  page_views    integer NOT NULL DEFAULT 0,
  -- Page views with at least one error of this remote (caught by its area's boundary, or uncaught).
  error_views   integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  -- Counts per bucket of each vital (bounds in server/src/rum/histogram.ts), so that a p75 can be read from the
  -- sum of any minutes' histograms.
  lcp_buckets   integer[] NOT NULL,
  inp_buckets   integer[] NOT NULL,
  cls_buckets   integer[] NOT NULL,
  PRIMARY KEY (remote, version, minute)
);
-- The retention's deletes.
CREATE INDEX rum_minutes_minute_idx ON rum_minutes (minute);
