CREATE TABLE "library_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"format" text,
	"size" integer NOT NULL,
	"stage" text NOT NULL,
	"reason" text,
	"content" "bytea",
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"derived" jsonb,
	"replace_report_id" uuid,
	"report_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "library_jobs" ADD CONSTRAINT "library_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_jobs_stage_created_at_idx" ON "library_jobs" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "library_jobs_created_at_idx" ON "library_jobs" USING btree ("created_at");