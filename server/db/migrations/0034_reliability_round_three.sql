CREATE TABLE "import_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"feed" text,
	"pages_total" integer NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"last_page" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "closing_soon_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "closing_soon_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closing_soon_digests" ADD CONSTRAINT "closing_soon_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_unfinished_idx" ON "import_runs" USING btree ("heartbeat_at") WHERE finished_at is null;--> statement-breakpoint
-- Messages still waiting take their kind's priority (MAIL_PRIORITY in server/mail/template.ts).
UPDATE "mail_outbox" SET "priority" = CASE "template"
	WHEN 'reset_password' THEN 0 WHEN 'confirmation' THEN 1
	WHEN 'password_changed' THEN 2 WHEN 'sign_up_attempt' THEN 2 WHEN 'lock_out' THEN 2
	WHEN 'notifications_digest' THEN 4 ELSE 3 END
WHERE "status" <> 'sent';
