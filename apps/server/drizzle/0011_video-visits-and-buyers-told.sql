-- Visits by video call, and the matching buyers told of each listing when it goes live, with
-- when (docs/decisions/0104-virtual-tours-and-buyers-told.md).
CREATE TABLE "listing_buyers_told" (
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"via" text NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_buyers_told_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "listing_reach" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "site_visits" ADD COLUMN "mode" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_buyers_told" ADD CONSTRAINT "listing_buyers_told_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_buyers_told" ADD CONSTRAINT "listing_buyers_told_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reach" ADD CONSTRAINT "listing_reach_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;