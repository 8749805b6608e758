CREATE TABLE "tender_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"uri" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"etag" text,
	"last_modified" text,
	"sha256" text,
	"size" integer,
	"mime_type" text,
	"pages" integer,
	"fetched_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	CONSTRAINT "tender_documents_status" CHECK ("tender_documents"."status" in ('pending', 'ok', 'failed', 'no_text')),
	CONSTRAINT "tender_documents_type" CHECK ("tender_documents"."type" in ('general', 'legal', 'technical', 'additional'))
);
--> statement-breakpoint
ALTER TABLE "tender_documents" ADD CONSTRAINT "tender_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_documents_project_uri_key" ON "tender_documents" USING btree ("project_id","uri");--> statement-breakpoint
CREATE INDEX "tender_documents_sha256_idx" ON "tender_documents" USING btree ("sha256");