DROP INDEX "tender_results_award_figures_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "offers_min" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "offers_max" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "discount_min" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "discount_max" double precision;--> statement-breakpoint
-- Each tender's range among its awards (not void results): offers received, and discounts
-- usable in statistics (no exclusion). Before the new indexes are built, so it does not fill them row by row.
UPDATE "projects" p SET "offers_min" = s.offers_min, "offers_max" = s.offers_max,
  "discount_min" = s.discount_min, "discount_max" = s.discount_max
FROM (
  SELECT r.project_id,
    min(r.received_tender_quantity) AS offers_min, max(r.received_tender_quantity) AS offers_max,
    min(r.discount) FILTER (WHERE r.discount_exclusion IS NULL) AS discount_min,
    max(r.discount) FILTER (WHERE r.discount_exclusion IS NULL) AS discount_max
  FROM "tender_results" r
  WHERE r.discount_exclusion IS DISTINCT FROM 'not_awarded'
  GROUP BY r.project_id
) s
WHERE p.id = s.project_id AND (s.offers_min IS NOT NULL OR s.discount_min IS NOT NULL);--> statement-breakpoint
CREATE INDEX "projects_offers_idx" ON "projects" USING btree ("offers_min","offers_max");--> statement-breakpoint
CREATE INDEX "projects_discount_idx" ON "projects" USING btree ("discount_min","discount_max");--> statement-breakpoint
CREATE INDEX "tender_results_award_figures_idx" ON "tender_results" USING btree ("project_id","received_tender_quantity","discount","discount_exclusion","winner_party_id","tax_exclusive_amount","payable_amount");