-- A posting in progress (docs/decisions/0127): one per poster, the post form as they left it and
-- the step they were on, kept until they post it or start over.
CREATE TABLE "posting_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"step" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "posting_drafts" ADD CONSTRAINT "posting_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
