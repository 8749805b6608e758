ALTER TABLE "projects" ADD COLUMN "requires_classification" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "requires_definitive_guarantee" boolean;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "automatic_weight" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "value_judgement_weight" double precision;