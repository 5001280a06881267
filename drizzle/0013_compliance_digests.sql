CREATE TABLE "compliance_digests" (
	"week" text PRIMARY KEY NOT NULL,
	"problems" text[] NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
