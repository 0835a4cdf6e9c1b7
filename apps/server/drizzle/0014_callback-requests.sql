-- A request to be called back about a listing (docs/decisions/0119) is an enquiry with the window
-- the buyer chose; null for every other contact message and enquiry.
ALTER TABLE "contact_queries" ADD COLUMN "callback_slot" text;
