CREATE INDEX "projects_cpv_place_idx" ON "projects" USING gin (("cpv_prefixes" || array[left("location_nuts", 2), left("location_nuts", 3), left("location_nuts", 4), left("location_nuts", 5)]));--> statement-breakpoint
-- The planner needs the new expression's statistics to estimate a search by CPV and place.
ANALYZE "projects";
