CREATE TABLE "document_contents" (
	"sha256" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"pages" integer NOT NULL,
	"findings" jsonb,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_contents_status" CHECK ("document_contents"."status" in ('ok', 'no_text'))
);
--> statement-breakpoint
CREATE TABLE "document_pages" (
	"sha256" text NOT NULL,
	"member" text DEFAULT '' NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish_unaccent', text)) STORED NOT NULL,
	CONSTRAINT "document_pages_sha256_member_page_pk" PRIMARY KEY("sha256","member","page")
);
--> statement-breakpoint
ALTER TABLE "tender_documents" ADD COLUMN "previous_sha256" text;--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_sha256_document_contents_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."document_contents"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_pages_search_idx" ON "document_pages" USING gin ("search_vector");