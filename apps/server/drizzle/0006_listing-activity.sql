CREATE TABLE "listing_activity" (
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_activity_property_id_kind_day_visitor_pk" PRIMARY KEY("property_id","kind","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "listing_activity" ADD CONSTRAINT "listing_activity_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;