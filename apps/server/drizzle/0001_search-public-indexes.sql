CREATE TABLE "listing_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "properties_live_recent_idx" ON "properties" USING btree ("created_at","id","city","type","bhk","furnishing","availability","price_lakhs") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_city_idx" ON "properties" USING btree ("city","created_at","id") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_type_idx" ON "properties" USING btree ("type","created_at","id") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_bhk_idx" ON "properties" USING btree ("bhk","created_at","id") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_furnishing_idx" ON "properties" USING btree ("furnishing","created_at","id") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_availability_idx" ON "properties" USING btree ("availability","created_at","id") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_price_idx" ON "properties" USING btree ("price_lakhs") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;