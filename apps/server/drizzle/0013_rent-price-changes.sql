-- A rental's price change is a rent cut or rise (docs/decisions/0106-renting.md). price_changes
-- keeps a listing's asking price in lakhs; a rental's asking price is its rent a month, kept here
-- in lakhs too (monthly_rent / 100000), so every comparison of one listing's changes (drops, the
-- alert already sent) stays in one unit, and the answers say a rental's change as rent a month.
-- A listing switched between sale and rent starts a new history: its old figures priced what it
-- no longer offers, and a sale price going to a rental's 0 is no price drop.
CREATE OR REPLACE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.purpose IS DISTINCT FROM OLD.purpose THEN
    DELETE FROM "price_changes" WHERE "property_id" = NEW.id;
  ELSIF NEW.purpose = 'rent' THEN
    IF NEW.monthly_rent IS DISTINCT FROM OLD.monthly_rent AND NEW.monthly_rent IS NOT NULL AND OLD.monthly_rent IS NOT NULL THEN
      INSERT INTO "price_changes" ("property_id", "from_lakhs", "to_lakhs")
        VALUES (NEW.id, OLD.monthly_rent::double precision / 100000, NEW.monthly_rent::double precision / 100000);
    END IF;
  ELSIF NEW.price_lakhs IS DISTINCT FROM OLD.price_lakhs THEN
    INSERT INTO "price_changes" ("property_id", "from_lakhs", "to_lakhs") VALUES (NEW.id, OLD.price_lakhs, NEW.price_lakhs);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_record_price_change" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_record_price_change"
  AFTER UPDATE OF "price_lakhs", "monthly_rent", "purpose" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION record_price_change();
