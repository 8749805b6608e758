ALTER TABLE "notifications" ADD COLUMN "alert_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
-- The links so far become each notification's array before their table goes.
UPDATE "notifications" n SET "alert_ids" = l.ids
  FROM (SELECT "notification_id", array_agg("alert_id" ORDER BY "alert_id") AS ids
        FROM "notification_alerts" GROUP BY "notification_id") l
  WHERE l."notification_id" = n."id";--> statement-breakpoint
DROP TABLE "notification_alerts" CASCADE;--> statement-breakpoint
DROP INDEX "notifications_party_idx";--> statement-breakpoint
CREATE INDEX "notifications_alert_ids_idx" ON "notifications" USING gin ("alert_ids");--> statement-breakpoint
CREATE INDEX "notifications_party_idx" ON "notifications" USING btree ("user_id","party_id") WHERE party_id is not null;
