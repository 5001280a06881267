CREATE TABLE "search_profile_properties" (
	"profile_id" bigint NOT NULL,
	"property_id" integer NOT NULL,
	"price" double precision,
	"announced_at" timestamp with time zone,
	CONSTRAINT "search_profile_properties_profile_id_property_id_pk" PRIMARY KEY("profile_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "search_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_profiles_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "search_profile_properties" ADD CONSTRAINT "search_profile_properties_profile_id_search_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."search_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_profiles" ADD CONSTRAINT "search_profiles_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_profiles_active_idx" ON "search_profiles" USING btree ("confirmed_at","unsubscribed_at");