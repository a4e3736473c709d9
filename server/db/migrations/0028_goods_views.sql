CREATE TABLE "goods_views" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_views_views" CHECK ("goods_views"."views" >= 0)
);
--> statement-breakpoint
-- the counts move with the column: a database that already has goods keeps their views
INSERT INTO "goods_views" ("goods_id", "views") SELECT "id", "views" FROM "goods" WHERE "views" > 0;
--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "views";
