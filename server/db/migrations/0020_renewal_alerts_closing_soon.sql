CREATE TABLE "closing_soon_mentions" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"submission_deadline" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "closing_soon_mentions_user_id_project_id_submission_deadline_pk" PRIMARY KEY("user_id","project_id","submission_deadline")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "months_ahead" integer;--> statement-breakpoint
ALTER TABLE "closing_soon_mentions" ADD CONSTRAINT "closing_soon_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_soon_mentions" ADD CONSTRAINT "closing_soon_mentions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;