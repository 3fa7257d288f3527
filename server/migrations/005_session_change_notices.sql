-- Every change that can end a session or change what it may do is announced on the channel session_changes, from
-- whichever instance, command-line tool or hand-written statement makes it: each server instance keeps the sessions
-- it has just checked for a few seconds (src/auth/session-cache.ts) and drops them when it hears of a change.
-- An account change names the account ("user:<id>"), a session change the session ("session:<token hash>").
-- Moving last_seen_at (once a minute per session) is no change: the session trigger watches the other columns.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'session:' || OLD.token_hash);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_announce_session_change
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();

CREATE TRIGGER sessions_announce_session_change
  AFTER UPDATE OF revoked_at, role, expires_at, user_id, token_hash OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
