CREATE TABLE "data_sets" (
	"name" text PRIMARY KEY NOT NULL,
	"detail" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
