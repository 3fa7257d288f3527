-- Every change to what pages are served with (a release made live or rolled back, a canary started, moved or ended)
-- is announced on the channel release_changes, from whichever instance, command-line tool or hand-written statement
-- makes it: each server instance keeps the live releases and running canaries in memory (src/releases/
-- release-state.ts) and reads them again when it hears of a change, so instances never disagree on a visitor's
-- versions for longer than the announcement takes. Previews are read per request and need no announcement.
CREATE FUNCTION announce_release_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('release_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER remote_releases_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON remote_releases
  FOR EACH STATEMENT EXECUTE FUNCTION announce_release_change();

CREATE TRIGGER canaries_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON canaries
  FOR EACH STATEMENT EXECUTE FUNCTION announce_release_change();
