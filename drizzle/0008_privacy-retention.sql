ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Subscribers from before double opt-in keep receiving the newsletter they signed up for.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at" WHERE "unsubscribed_at" IS NULL;
