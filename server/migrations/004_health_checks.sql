-- GET /api/health proves the database can be written, not only read, by updating this one row (routes/health.ts).
-- One row for every instance: readiness polls are rare enough that sharing it costs nothing, and nothing piles up.
CREATE TABLE health_checks (
  id         integer PRIMARY KEY CHECK (id = 1),
  checked_at timestamptz NOT NULL
);
