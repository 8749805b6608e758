CREATE TABLE "deferred_indexes" (
	"name" text PRIMARY KEY NOT NULL,
	"definition" text NOT NULL,
	"import_run_id" integer NOT NULL,
	"dropped_at" timestamp with time zone DEFAULT now() NOT NULL
);
