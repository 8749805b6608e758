CREATE TABLE "official_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "official_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text DEFAULT 'boe' NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"department" text NOT NULL,
	"department_code" text,
	"section" text NOT NULL,
	"date" date NOT NULL,
	"pdf_url" text NOT NULL,
	"html_url" text NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_publications_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "ingest_events" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "publication_id" integer;--> statement-breakpoint
ALTER TABLE "ingest_events" ADD COLUMN "publication_id" integer;--> statement-breakpoint
CREATE INDEX "official_publications_search_idx" ON "official_publications" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "official_publications_date_idx" ON "official_publications" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_publication_id_official_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."official_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_events" ADD CONSTRAINT "ingest_events_publication_id_official_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."official_publications"("id") ON DELETE cascade ON UPDATE no action;