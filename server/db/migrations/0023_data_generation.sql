CREATE TABLE "data_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_generation" ("id", "n") VALUES (1, 0);
