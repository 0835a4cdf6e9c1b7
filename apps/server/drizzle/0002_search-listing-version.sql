-- Public search answers are cached per listing version (apps/server/src/modules/properties).
-- Every statement that changes listings, or the users whose names the listings show, bumps the
-- version inside its own transaction, so a reader sees the new version exactly when it sees the
-- new rows. Statement-level, so a bulk insert costs one bump.
INSERT INTO "listing_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "listing_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  -- Delivered at commit. The embedded database's only client (this process) listens, so it knows
  -- the version without asking; PostgreSQL clients read the row instead.
  PERFORM pg_notify('listing_version', next_version::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_bump_listing_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER "users_bump_listing_version"
  AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
