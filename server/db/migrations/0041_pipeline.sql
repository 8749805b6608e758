CREATE TABLE "pipeline_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pipeline_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer,
	"user_id" integer,
	"project_id" integer NOT NULL,
	"stage" text DEFAULT 'detected' NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"assignee_id" integer,
	"due_date" date,
	"priority" text DEFAULT 'normal' NOT NULL,
	"decision" text,
	"bid_amount" double precision,
	"bid_discount" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"stage_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_cards_one_owner" CHECK (("pipeline_cards"."subscription_id" is null) <> ("pipeline_cards"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "pipeline_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pipeline_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pipeline_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_comments" ADD CONSTRAINT "pipeline_comments_card_id_pipeline_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."pipeline_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_comments" ADD CONSTRAINT "pipeline_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_events" ADD CONSTRAINT "pipeline_events_card_id_pipeline_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."pipeline_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_events" ADD CONSTRAINT "pipeline_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_cards_licence_tender_key" ON "pipeline_cards" USING btree ("subscription_id","project_id") WHERE "pipeline_cards"."subscription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_cards_user_tender_key" ON "pipeline_cards" USING btree ("user_id","project_id") WHERE "pipeline_cards"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "pipeline_cards_project_idx" ON "pipeline_cards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "pipeline_comments_card_idx" ON "pipeline_comments" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "pipeline_events_card_idx" ON "pipeline_events" USING btree ("card_id","id");