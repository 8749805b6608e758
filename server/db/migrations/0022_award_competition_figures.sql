DROP INDEX "projects_contracting_party_idx";--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "name_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tender_results" ADD COLUMN "lower_tender_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "tender_results" ADD COLUMN "higher_tender_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "tender_results" ADD COLUMN "sme_awarded" boolean;--> statement-breakpoint
ALTER TABLE "tender_results" ADD COLUMN "budget_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "tender_results" ADD COLUMN "discount" double precision;--> statement-breakpoint
ALTER TABLE "tender_results" ADD COLUMN "discount_exclusion" text;--> statement-breakpoint
CREATE INDEX "tender_results_award_date_idx" ON "tender_results" USING btree ("award_date");--> statement-breakpoint
CREATE INDEX "projects_contracting_party_idx" ON "projects" USING btree ("contracting_party_id","publication_date");--> statement-breakpoint
-- Stored awards get the figures of awardBudget() and awardDiscount() (common/competition.ts)
-- from their stored entry, rule for rule; the importer computes them for every new version.
WITH award AS (
  SELECT tr.id, p.data AS entry, p.data -> 'tenderResults' -> tr.position AS res,
    coalesce(p.data ->> 'title', '') || ' ' || coalesce(p.data ->> 'summary', '') AS words
  FROM tender_results tr JOIN projects p ON p.id = tr.project_id
), budgeted AS (
  SELECT a.id, a.entry, a.res, a.words,
    CASE WHEN jsonb_array_length(coalesce(a.entry -> 'lots', '[]')) > 0 THEN (
      SELECT l.lot ->> 'taxExclusiveAmount' FROM jsonb_array_elements(a.entry -> 'lots') WITH ORDINALITY AS l(lot, n)
      WHERE l.lot ->> 'lotId' = a.res ->> 'lotId' ORDER BY l.n LIMIT 1
    ) ELSE a.entry ->> 'taxExclusiveAmount' END::numeric AS budget,
    jsonb_array_length(coalesce(a.entry -> 'lots', '[]')) = 0 AND (
      SELECT count(*) FROM jsonb_array_elements(a.entry -> 'tenderResults') AS x(r)
      WHERE coalesce(x.r ->> 'resultCode', '') NOT IN ('3', '4', '5', '6', '7')
    ) > 1 AS shared,
    (a.res ->> 'taxExclusiveAmount')::numeric AS awarded,
    coalesce(a.res ->> 'resultCode', '') IN ('3', '4', '5', '6', '7') AS void
  FROM award a
), figured AS (
  SELECT b.*,
    CASE WHEN NOT b.void AND b.awarded IS NOT NULL AND b.budget > 0 AND NOT b.shared
      THEN round(1 - b.awarded / b.budget, 6)::float8 END AS discount
  FROM budgeted b
)
UPDATE tender_results tr SET
  lower_tender_amount = (f.res ->> 'lowerTenderAmount')::numeric,
  higher_tender_amount = (f.res ->> 'higherTenderAmount')::numeric,
  sme_awarded = (f.res ->> 'smeAwarded')::boolean,
  budget_amount = f.budget,
  discount = f.discount,
  discount_exclusion = CASE
    WHEN f.void THEN 'not_awarded'
    WHEN f.awarded IS NULL THEN 'no_amount'
    WHEN f.budget IS NULL OR f.budget <= 0 THEN 'no_budget'
    WHEN f.shared THEN 'shared_budget'
    WHEN f.entry ->> 'procedureCode' = '6' THEN 'minor_contract'
    WHEN f.entry ->> 'procedureCode' IN ('7', '12') OR f.entry ->> 'contractingSystemCode' IN ('1', '2', '3', '4') THEN 'framework'
    WHEN f.words ~* 'precios?\s+unitarios?' THEN 'unit_price'
    WHEN f.discount < 0 THEN 'negative'
    WHEN f.discount > 0.9 THEN 'above_limit'
  END
FROM figured f WHERE f.id = tr.id;
--> statement-breakpoint
-- Each party takes the most recent name it was published with (as a winner or as a body),
-- without PLACSP's ' - FORM. dd/mm/yyyy' note (partyDisplayName of common/competition.ts).
WITH named AS (
  SELECT r.winner_party_id AS id, r.winner_name AS name, p.source_updated_at AS at
  FROM tender_results r JOIN projects p ON p.id = r.project_id
  WHERE r.winner_party_id IS NOT NULL AND r.winner_name IS NOT NULL
  UNION ALL
  SELECT contracting_party_id, contracting_party_name, source_updated_at FROM projects
  WHERE contracting_party_id IS NOT NULL AND contracting_party_name IS NOT NULL
), newest AS (
  SELECT DISTINCT ON (id) id, name, at FROM named ORDER BY id, at DESC
)
UPDATE parties SET
  name = btrim(regexp_replace(newest.name, '\s+-\s+FORM\.\s*\d{1,2}/\d{1,2}/\d{4}\s*$', '', 'i')),
  name_updated_at = newest.at
FROM newest WHERE parties.id = newest.id;
