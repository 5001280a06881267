CREATE TABLE "catalogue_documents" (
	"name" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_prices" (
	"property_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"price" double precision,
	CONSTRAINT "catalogue_prices_property_id_seen_at_pk" PRIMARY KEY("property_id","seen_at")
);
--> statement-breakpoint
CREATE TABLE "catalogue_properties" (
	"property_id" integer NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"hash" text NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "catalogue_properties_property_id_locale_pk" PRIMARY KEY("property_id","locale")
);
--> statement-breakpoint
CREATE TABLE "catalogue_revisions" (
	"revision" bigserial PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_id" bigint,
	"changed_ids" jsonb NOT NULL,
	"documents_changed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_staged" (
	"run_id" bigint NOT NULL,
	"property_id" integer NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "catalogue_staged_run_id_property_id_locale_pk" PRIMARY KEY("run_id","property_id","locale")
);
--> statement-breakpoint
CREATE TABLE "crm_sync_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	"staff_id" bigint,
	"kind" text,
	"accept_shrink" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"problem" jsonb,
	"counts" jsonb,
	"notes" jsonb,
	"unseen_fields" jsonb,
	"revision" bigint
);
--> statement-breakpoint
ALTER TABLE "crm_sync_runs" ADD CONSTRAINT "crm_sync_runs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_sync_runs_started_idx" ON "crm_sync_runs" USING btree ("started_at");