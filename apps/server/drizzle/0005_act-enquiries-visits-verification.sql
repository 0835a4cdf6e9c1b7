CREATE TABLE "site_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"date" text NOT NULL,
	"slot" text NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'Requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_visits_active_idx" ON "site_visits" USING btree ("property_id","buyer_id") WHERE "site_visits"."status" in ('Requested', 'Confirmed', 'Rescheduled');--> statement-breakpoint
CREATE INDEX "site_visits_buyer_idx" ON "site_visits" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "site_visits_property_idx" ON "site_visits" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "site_visits_date_idx" ON "site_visits" USING btree ("date","created_at");--> statement-breakpoint
ALTER TABLE "contact_queries" ADD CONSTRAINT "contact_queries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_queries_property_idx" ON "contact_queries" USING btree ("property_id","created_at");