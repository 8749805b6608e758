ALTER TABLE "projects" ADD COLUMN "execution_end" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "execution_end_basis" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "extension_text" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "execution_end_with_extensions" date;--> statement-breakpoint
-- Backfill from the stored entries with the rule of common/execution-end.ts (executionEnd): the
-- stated end, else the first known start (planned start, earliest formalisation, earliest award,
-- publication) plus the duration, fractions of a month or year as days (30, 365). Extension texts
-- were not kept before: they arrive with each entry's next version.
UPDATE "projects" AS p SET "execution_end" = e.end_date, "execution_end_basis" = e.basis
FROM (
  SELECT s.id,
    coalesce(s.planned_end, ((st.start + make_interval(months => d.months)) + make_interval(days => d.days))::date) AS end_date,
    CASE WHEN s.planned_end IS NOT NULL THEN 'planned_end' ELSE st.basis END AS basis
  FROM (
    SELECT id, data, publication_date, planned_period::numeric AS period, planned_period_unit AS unit,
      CASE WHEN data->>'plannedEndDate' ~ '^\d{4}-\d{2}-\d{2}$' THEN (data->>'plannedEndDate')::date END AS planned_end
    FROM "projects"
  ) s
  CROSS JOIN LATERAL (
    SELECT
      CASE WHEN s.unit = 'ANN' THEN trunc(s.period)::int * 12 WHEN s.unit = 'MON' THEN trunc(s.period)::int ELSE 0 END AS months,
      round(CASE s.unit WHEN 'DAY' THEN s.period WHEN 'WEE' THEN s.period * 7
        WHEN 'MON' THEN (s.period - trunc(s.period)) * 30 WHEN 'ANN' THEN (s.period - trunc(s.period)) * 365 END)::int AS days
  ) d
  LEFT JOIN LATERAL (
    SELECT v.start, v.basis FROM (VALUES
      (1, CASE WHEN s.data->>'plannedStartDate' ~ '^\d{4}-\d{2}-\d{2}$' THEN (s.data->>'plannedStartDate')::date END, 'planned_start_plus_duration'),
      (2, (SELECT min((r->>'formalisationDate')::date) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(s.data->'tenderResults') = 'array' THEN s.data->'tenderResults' END) r
           WHERE r->>'formalisationDate' ~ '^\d{4}-\d{2}-\d{2}$'), 'formalisation_plus_duration'),
      (3, (SELECT min((r->>'awardDate')::date) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(s.data->'tenderResults') = 'array' THEN s.data->'tenderResults' END) r
           WHERE r->>'awardDate' ~ '^\d{4}-\d{2}-\d{2}$'), 'award_plus_duration'),
      (4, s.publication_date, 'publication_plus_duration')
    ) AS v(rank, start, basis)
    WHERE v.start IS NOT NULL AND s.period > 0 AND d.days IS NOT NULL
    ORDER BY v.rank LIMIT 1
  ) st ON true
) e
WHERE e.id = p.id AND e.end_date IS NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_execution_end_idx" ON "projects" USING btree ("execution_end","id");
