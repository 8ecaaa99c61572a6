CREATE TABLE "sponsorship_counts" (
	"banner_id" text PRIMARY KEY NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL
);
