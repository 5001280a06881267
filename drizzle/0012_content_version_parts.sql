ALTER TABLE "content_versions" ADD COLUMN "kind" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD COLUMN "parts" text[];