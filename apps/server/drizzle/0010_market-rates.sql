-- Market rates kept by staff (docs/decisions/0103-market-rates-kept-by-staff.md): one row per
-- city and locality (the locality compared case-insensitively), rupees per sq ft for sale and,
-- once renting exists, rent a month by BHK.
CREATE TABLE "market_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"rate_per_sqft" integer NOT NULL,
	"rent_per_month_by_bhk" jsonb,
	"source" text NOT NULL,
	"recorded_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_version" ADD COLUMN "rates_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "market_rates_place_idx" ON "market_rates" USING btree ("city",lower("locality"));
--> statement-breakpoint
-- Every statement that changes the rates bumps the rates version (the market figures are cached
-- per rates version) and the listing version (public answers and pages are cached per listing
-- version and show the figures), in the writing transaction, so a reader sees the new versions
-- exactly when it sees the new rates.
CREATE OR REPLACE FUNCTION bump_rates_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_version" SET "rates_version" = "rates_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "market_rates_bump_listing_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER "market_rates_bump_rates_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "market_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_rates_version();
--> statement-breakpoint
-- A plot's price per sq ft is now worked out from its plot size in square yards, the area buyers
-- see (areaSqft() in apps/server/src/shared/listings.ts): plots stored before are computed again.
UPDATE "properties" SET
  "area_sqft" = a.sqft,
  "price_per_sqft" = CASE WHEN a.sqft > 0 THEN round(("properties"."price_lakhs" * 100000 / a.sqft)::numeric, 2)::double precision END
FROM (
  SELECT "id", nullif(substring("property_data"->'property'->>'plotSize' FROM '[0-9]+(?:\.[0-9]+)?'), '')::double precision * 9 AS sqft
  FROM "properties"
  WHERE "type" = 'plot' AND "property_data"->'property'->>'plotSize' ~ '[1-9]'
) a
WHERE "properties"."id" = a."id" AND a.sqft > 0;
