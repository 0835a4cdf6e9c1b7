-- What each buyer was last told of a listing's price drops (docs/decisions/0048-paid-message-limits.md).
CREATE TABLE "price_drop_alerts" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"lakhs" double precision NOT NULL,
	"price_change_id" uuid NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_drop_alerts_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_price_change_id_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;