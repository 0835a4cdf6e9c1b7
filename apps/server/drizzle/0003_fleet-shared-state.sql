CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");--> statement-breakpoint
-- Every server caches the settings; a change made on one tells the others at commit
-- (apps/server/src/modules/settings/settings.store.ts listens on this channel).
CREATE OR REPLACE FUNCTION notify_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', COALESCE(NEW."key", OLD."key"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_notify_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH ROW EXECUTE FUNCTION notify_settings_changed();
