-- When each session was last used, for the idle timeout (SESSION_IDLE_SECONDS). Requests move it forward at most
-- once a minute (src/auth/sessions.ts), so reading a page is not a write per request.
--
-- Sessions that exist when this runs count as used now: nobody is signed out by the upgrade, and an unused session
-- still ends one idle timeout later. The default also covers an instance of the previous version still running
-- during a rolling upgrade, which inserts sessions without this column.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
