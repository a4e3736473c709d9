ALTER TABLE "order_goods" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- orders placed before the column: the goods' English title as it is now (the nearest there is)
UPDATE "order_goods" og SET "title_en" = g."title_en" FROM "goods" g WHERE g."id" = og."goods_id" AND g."title_en" <> '';
