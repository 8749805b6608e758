CREATE TABLE "subscription_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_invitations" ADD CONSTRAINT "subscription_invitations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invitations_email_key" ON "subscription_invitations" USING btree ("subscription_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invitations_token_key" ON "subscription_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "subscription_invitations_email_idx" ON "subscription_invitations" USING btree ("email");