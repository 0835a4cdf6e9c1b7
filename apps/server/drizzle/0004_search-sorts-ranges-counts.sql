-- Search: sorts, free ranges and counts kept per combination of the enumerated filters
-- (docs/decisions/0025-0027). New search columns copied out of property_data, an index per sort
-- order carrying every filter column (index-only paging), and listing_counts kept by triggers.
ALTER TABLE "properties" ADD COLUMN "locality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area_sqft" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_sqft" double precision;--> statement-breakpoint
-- The same rule as searchColumns() (apps/server/src/shared/listings.ts): the built-up area, else
-- the plot size, else the area; square yards converted to square feet.
UPDATE "properties" SET
  "locality" = coalesce(trim("property_data"->'property'->>'locality'), ''),
  "area_sqft" = a.sqft,
  "price_per_sqft" = CASE WHEN a.sqft > 0 THEN round(("properties"."price_lakhs" * 100000 / a.sqft)::numeric, 2)::double precision END
FROM (
  SELECT "id", CASE WHEN v.raw ~* '(yd|yard)' THEN v.num * 9 ELSE v.num END AS sqft
  FROM (
    SELECT "id", r.raw, nullif(substring(r.raw FROM '[0-9]+(?:\.[0-9]+)?'), '')::double precision AS num
    FROM "properties",
    LATERAL (SELECT coalesce(
      CASE WHEN "property_data"->'property'->>'builtUpArea' ~ '[0-9]' THEN "property_data"->'property'->>'builtUpArea' END,
      CASE WHEN "property_data"->'property'->>'plotSize' ~ '[0-9]' THEN "property_data"->'property'->>'plotSize' END,
      CASE WHEN "property_data"->'property'->>'area' ~ '[0-9]' THEN "property_data"->'property'->>'area' END
    ) AS raw) r
  ) v
) a
WHERE a."id" = "properties"."id";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_recent_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_idx";--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("created_at","id","city","type","bhk","furnishing","availability","price_lakhs","locality","area_sqft") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_price_order_idx" ON "properties" USING btree ("price_lakhs","id","city","type","bhk","furnishing","availability","locality","area_sqft","created_at") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_price_per_sqft_idx" ON "properties" USING btree ("price_per_sqft","id","city","type","bhk","furnishing","availability","price_lakhs","locality","area_sqft","created_at") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "properties_live_locality_idx" ON "properties" USING btree ("city","locality","type","bhk","furnishing","availability","price_lakhs","area_sqft","created_at","id") WHERE "properties"."status" in ('Active', 'Sold') and "properties"."deleted_at" is null;--> statement-breakpoint
-- The budget band of a price: how many of PRICE_BAND_EDGES (packages/shared/src/search.ts) are <= it.
CREATE OR REPLACE FUNCTION listing_band(price double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(price, ARRAY[10, 20, 25, 30, 40, 50, 60, 75, 100, 150, 200, 300, 500, 1000]::double precision[])
$$;--> statement-breakpoint
CREATE TABLE "listing_counts" (
	"city" text NOT NULL,
	"type" text NOT NULL,
	"bhk" text NOT NULL,
	"furnishing" text NOT NULL,
	"availability" text NOT NULL,
	"band" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counts_pk" PRIMARY KEY("city","type","bhk","furnishing","availability","band")
);--> statement-breakpoint
INSERT INTO "listing_counts" ("city", "type", "bhk", "furnishing", "availability", "band", "n")
SELECT "city", "type", "bhk", "furnishing", "availability", listing_band("price_lakhs"), count(*)
FROM "properties" WHERE "status" in ('Active', 'Sold') and "deleted_at" is null
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- Statement-level with transition tables, so a bulk insert costs one grouped upsert. Runs in the
-- writing transaction: the counts change exactly when the rows do (and the listing version with them).
CREATE OR REPLACE FUNCTION count_public_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: a trigger only has the transition tables of its own event.
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "listing_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_counts" AS c ("city", "type", "bhk", "furnishing", "availability", "band", "n")
    SELECT d."city", d."type", d."bhk", d."furnishing", d."availability", d."band", sum(d."delta")
    FROM (
      SELECT r."city", r."type", r."bhk", r."furnishing", r."availability", listing_band(r."price_lakhs") AS "band", 1 AS "delta"
      FROM new_rows r WHERE r."status" in ('Active', 'Sold') AND r."deleted_at" is null
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d."delta") <> 0
    ON CONFLICT ("city", "type", "bhk", "furnishing", "availability", "band") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_counts" AS c ("city", "type", "bhk", "furnishing", "availability", "band", "n")
    SELECT d."city", d."type", d."bhk", d."furnishing", d."availability", d."band", sum(d."delta")
    FROM (
      SELECT r."city", r."type", r."bhk", r."furnishing", r."availability", listing_band(r."price_lakhs") AS "band", -1 AS "delta"
      FROM old_rows r WHERE r."status" in ('Active', 'Sold') AND r."deleted_at" is null
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d."delta") <> 0
    ON CONFLICT ("city", "type", "bhk", "furnishing", "availability", "band") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "listing_counts" AS c ("city", "type", "bhk", "furnishing", "availability", "band", "n")
    SELECT d."city", d."type", d."bhk", d."furnishing", d."availability", d."band", sum(d."delta")
    FROM (
      SELECT r."city", r."type", r."bhk", r."furnishing", r."availability", listing_band(r."price_lakhs") AS "band", 1 AS "delta"
      FROM new_rows r WHERE r."status" in ('Active', 'Sold') AND r."deleted_at" is null
      UNION ALL
      SELECT r."city", r."type", r."bhk", r."furnishing", r."availability", listing_band(r."price_lakhs") AS "band", -1 AS "delta"
      FROM old_rows r WHERE r."status" in ('Active', 'Sold') AND r."deleted_at" is null
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d."delta") <> 0
    ON CONFLICT ("city", "type", "bhk", "furnishing", "availability", "band") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_count_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_public_listings();--> statement-breakpoint
CREATE TRIGGER "properties_count_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_public_listings();--> statement-breakpoint
CREATE TRIGGER "properties_count_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_public_listings();--> statement-breakpoint
CREATE TRIGGER "properties_count_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION count_public_listings();
