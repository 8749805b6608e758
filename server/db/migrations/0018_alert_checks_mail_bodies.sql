ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "check_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "check_error" text;--> statement-breakpoint
-- Delivered messages keep no bodies: they held live reset, confirmation and invitation links.
UPDATE "mail_outbox" SET "html" = NULL, "text" = NULL WHERE "status" = 'sent';
