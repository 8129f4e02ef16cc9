CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"exchange" text,
	"country" text,
	"sic_division" text,
	"synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "report_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"pillar" text NOT NULL,
	"risk_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"action_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "text")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"exchange" text,
	"country" text,
	"sic_division" text,
	"source" text NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"category_keys" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "report_chunks" ADD CONSTRAINT "report_chunks_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_chunks_report_id_seq_idx" ON "report_chunks" USING btree ("report_id","seq");--> statement-breakpoint
CREATE INDEX "report_chunks_search_vector_idx" ON "report_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "report_chunks_risk_categories_idx" ON "report_chunks" USING gin ("risk_categories");--> statement-breakpoint
CREATE INDEX "report_chunks_action_categories_idx" ON "report_chunks" USING gin ("action_categories");--> statement-breakpoint
CREATE INDEX "reports_company_id_idx" ON "reports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reports_year_id_idx" ON "reports" USING btree ("year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reports_sic_division_year_id_idx" ON "reports" USING btree ("sic_division","year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reports_category_keys_idx" ON "reports" USING gin ("category_keys");