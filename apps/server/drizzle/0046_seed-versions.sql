CREATE TABLE "seed_versions" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
