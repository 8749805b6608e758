CREATE INDEX "projects_open_until_idx" ON "projects" USING btree (coalesce("submission_deadline", 'infinity'::timestamptz)) WHERE "projects"."status" = 'PUB' and "projects"."deleted_at" is null;--> statement-breakpoint
-- Dropped after the new index is built: DROP INDEX locks out readers of projects until the deploy commits.
DROP INDEX "projects_open_deadline_idx";
