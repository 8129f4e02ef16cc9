CREATE TABLE "write_workspaces" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rev" integer NOT NULL,
	"company_name" text NOT NULL,
	"industry" text NOT NULL,
	"company_info" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "write_workspaces" ADD CONSTRAINT "write_workspaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;