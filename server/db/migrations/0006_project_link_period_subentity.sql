ALTER TABLE "projects" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_period" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_period_unit" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "location_subentity" text;