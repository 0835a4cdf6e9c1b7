-- Staff turn a Pending listing down with a reason its seller reads (docs/decisions/0120): the
-- listing's status becomes 'Rejected' and these hold why and when, until the seller's next edit
-- sends it back for review.
ALTER TABLE "properties" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rejected_at" timestamp with time zone;
