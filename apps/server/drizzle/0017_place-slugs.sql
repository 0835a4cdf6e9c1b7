-- Locality pages (docs/decisions/0130): a locality is found by its slug, as packages/shared's
-- places.ts writes it (placeSlug; a test keeps the two in step): lower case, hyphens, and
-- "Sec 62" read as "sector-62". The index finds a place's listings of every status (deleted ones
-- too), for its price trend and for whether a page that has none had some (410) or never had (404).
CREATE OR REPLACE FUNCTION place_slug(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'), '^-+|-+$', '', 'g'),
    '(^|-)(sec|sector)-?([0-9])', '\1sector-\3', 'g')
$$;--> statement-breakpoint
CREATE INDEX "properties_place_idx" ON "properties" USING btree ("city", "purpose", place_slug("locality"), "created_at");
