-- The in-memory search index (docs/decisions/0044): a log of which listings each version changed.
CREATE TABLE "listing_changes" (
	"version" bigint NOT NULL,
	"property_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_version" ADD COLUMN "changes_kept_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_changes_version_idx" ON "listing_changes" USING btree ("version");
--> statement-breakpoint
-- Every statement that changes listings logs which ones, under the version it bumped to. The bump
-- trigger (properties_bump_listing_version) fires first (same event, earlier name) and holds the
-- listing_version row until commit, so versions are logged in commit order: a reader that sees
-- version V also sees every change logged at V or before (docs/decisions/0044).
CREATE OR REPLACE FUNCTION log_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_version bigint;
BEGIN
  SELECT "version" INTO current_version FROM "listing_version" WHERE "id" = 1;
  -- One statement per event: a trigger only has the transition tables of its own event.
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "listing_changes" ("version", "property_id") VALUES (current_version, NULL);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_changes" ("version", "property_id") SELECT current_version, r."id" FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_changes" ("version", "property_id") SELECT current_version, r."id" FROM old_rows r;
  ELSE
    INSERT INTO "listing_changes" ("version", "property_id")
    SELECT current_version, r."id" FROM new_rows r UNION SELECT current_version, r."id" FROM old_rows r;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_log_changes_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_listing_changes();--> statement-breakpoint
CREATE TRIGGER "properties_log_changes_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_listing_changes();--> statement-breakpoint
CREATE TRIGGER "properties_log_changes_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_listing_changes();--> statement-breakpoint
CREATE TRIGGER "properties_log_changes_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION log_listing_changes();
--> statement-breakpoint
-- The search index counts in memory now (facets and totals), so the counts kept per combination
-- of the enumerated filters (migration 0004) and the work every write did for them go.
DROP TRIGGER IF EXISTS "properties_count_insert" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_count_update" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_count_delete" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_count_truncate" ON "properties";--> statement-breakpoint
DROP FUNCTION IF EXISTS count_public_listings();--> statement-breakpoint
DROP TABLE "listing_counts" CASCADE;
