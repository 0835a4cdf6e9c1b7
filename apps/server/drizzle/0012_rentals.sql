-- Rentals beside sales (docs/decisions/0106-renting.md): what a listing offers, and a rental's
-- rent a month in rupees, copied from propertyData as the other search columns are. Every stored
-- listing is a sale. A rental's price_lakhs is 0: it has no sale price.
ALTER TABLE "properties" ADD COLUMN "purpose" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_rent" integer;
