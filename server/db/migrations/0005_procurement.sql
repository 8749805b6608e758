CREATE TABLE "feed_state" (
	"feed" text PRIMARY KEY NOT NULL,
	"last_updated" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"last_run" jsonb
);
--> statement-breakpoint
CREATE TABLE "ingest_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"project_id" integer NOT NULL,
	"version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lot_id" text NOT NULL,
	"summary" text,
	"description" text,
	"total_amount" numeric(18, 2),
	"tax_exclusive_amount" numeric(18, 2),
	"cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" jsonb
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"party_id" text,
	"name" text NOT NULL,
	"identifiers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type_code" text,
	"hierarchy" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text,
	"address" jsonb,
	"is_contracting_body" boolean DEFAULT false NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lot_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" text NOT NULL,
	"source" text NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_reason" text,
	"title" text NOT NULL,
	"summary" text,
	"status" text,
	"total_amount" numeric(18, 2),
	"tax_exclusive_amount" numeric(18, 2),
	"estimated_amount" numeric(18, 2),
	"sort_amount" numeric(18, 2),
	"contract_folder_id" text,
	"contract_type" text,
	"procedure_code" text,
	"contracting_party_id" integer,
	"contracting_party_name" text,
	"location_city" text,
	"location_postal_code" text,
	"location_nuts" text,
	"location_country" text,
	"publication_date" date,
	"submission_deadline" timestamp with time zone,
	"cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cpv_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_lots" boolean DEFAULT false NOT NULL,
	"awardee_party_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"search_vector" "tsvector",
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lot_id" text,
	"result_code" text,
	"description" text,
	"award_date" date,
	"payable_amount" numeric(18, 2),
	"tax_exclusive_amount" numeric(18, 2),
	"received_tender_quantity" integer,
	"winner_party_id" integer,
	"winner_name" text,
	"winner_id_scheme" text,
	"winner_identifier" text
);
--> statement-breakpoint
ALTER TABLE "ingest_events" ADD CONSTRAINT "ingest_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_events" ADD CONSTRAINT "ingest_events_version_id_project_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."project_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contracting_party_id_parties_id_fk" FOREIGN KEY ("contracting_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_results" ADD CONSTRAINT "tender_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_results" ADD CONSTRAINT "tender_results_winner_party_id_parties_id_fk" FOREIGN KEY ("winner_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingest_events_pending_idx" ON "ingest_events" USING btree ("id") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "lots_project_idx" ON "lots" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_key_key" ON "parties" USING btree ("key");--> statement-breakpoint
CREATE INDEX "parties_party_id_idx" ON "parties" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "parties_name_trgm_idx" ON "parties" USING gin (unaccent_immutable("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_versions_project_idx" ON "project_versions" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_entry_id_key" ON "projects" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_publication_idx" ON "projects" USING btree ("publication_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_sort_amount_idx" ON "projects" USING btree ("sort_amount");--> statement-breakpoint
CREATE INDEX "projects_deadline_idx" ON "projects" USING btree ("submission_deadline");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "projects_cpv_prefixes_idx" ON "projects" USING gin ("cpv_prefixes");--> statement-breakpoint
CREATE INDEX "projects_awardees_idx" ON "projects" USING gin ("awardee_party_ids");--> statement-breakpoint
CREATE INDEX "projects_nuts_idx" ON "projects" USING btree ("location_nuts" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "projects_folder_idx" ON "projects" USING btree ("contract_folder_id");--> statement-breakpoint
CREATE INDEX "projects_contracting_party_idx" ON "projects" USING btree ("contracting_party_id");--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin (unaccent_immutable("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_party_name_trgm_idx" ON "projects" USING gin (unaccent_immutable("contracting_party_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tender_results_project_idx" ON "tender_results" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "tender_results_winner_idx" ON "tender_results" USING btree ("winner_party_id","award_date");