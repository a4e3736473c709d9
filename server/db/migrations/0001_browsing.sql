-- Written by hand (drizzle-kit does not generate functions): the two-character pieces of a lower-cased
-- text, for goods.title_grams and keyword search (see server/db/schema/catalog.ts).
CREATE OR REPLACE FUNCTION cjk_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(l, i, 2) AS g FROM (SELECT lower(t) AS l) s, generate_series(1, length(l) - 1) AS i
  ) x WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(3, 1) DEFAULT '0' NOT NULL,
	"limit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rangetype" text DEFAULT 'all' NOT NULL,
	"range" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pretype" text DEFAULT 'fixed' NOT NULL,
	"validity" integer DEFAULT 0 NOT NULL,
	"startdate" bigint,
	"enddate" bigint,
	"drawlimit" integer DEFAULT 1 NOT NULL,
	"grant_total" integer DEFAULT -1 NOT NULL,
	"already_grant" integer DEFAULT 0 NOT NULL,
	"surplus" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "coupon_templates_type" CHECK ("coupon_templates"."type" in ('reduction', 'discount', 'shipping', 'vip')),
	CONSTRAINT "coupon_templates_surplus" CHECK ("coupon_templates"."surplus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_type" text DEFAULT 'goods' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer,
	"goods_id" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" numeric(3, 1) DEFAULT '5.0' NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "goods_comments_state" CHECK ("goods_comments"."state" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "goods_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_type" text DEFAULT 'goods' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "title_grams" text[] GENERATED ALWAYS AS (cjk_bigrams(title)) STORED;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_follows" ADD CONSTRAINT "goods_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_shop_idx" ON "coupon_templates" USING btree ("shop_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "footprints_uq" ON "footprints" USING btree ("user_id","goods_type","goods_id");--> statement-breakpoint
CREATE INDEX "footprints_user_idx" ON "footprints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_comments_goods_idx" ON "goods_comments" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_comments_goods_state_idx" ON "goods_comments" USING btree ("goods_id","state","created_at");--> statement-breakpoint
CREATE INDEX "goods_comments_user_idx" ON "goods_comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_follows_uq" ON "goods_follows" USING btree ("user_id","goods_id","goods_type");--> statement-breakpoint
CREATE INDEX "goods_follows_user_idx" ON "goods_follows" USING btree ("user_id","goods_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_follows_uq" ON "shop_follows" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "shop_follows_user_idx" ON "shop_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_follows_shop_idx" ON "shop_follows" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "goods_status_composite_idx" ON "goods" USING btree ("status","weigh","sales","id");--> statement-breakpoint
CREATE INDEX "goods_status_sales_idx" ON "goods" USING btree ("status","sales","id");--> statement-breakpoint
CREATE INDEX "goods_status_price_idx" ON "goods" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "goods_status_created_idx" ON "goods" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_category_sales_idx" ON "goods" USING btree ("status","category_id","sales");--> statement-breakpoint
CREATE INDEX "goods_category_price_idx" ON "goods" USING btree ("status","category_id","price");--> statement-breakpoint
CREATE INDEX "goods_category_created_idx" ON "goods" USING btree ("status","category_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_shop_created_idx" ON "goods" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "goods_shop_sales_idx" ON "goods" USING btree ("shop_id","status","sales","id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "goods_attributes_idx" ON "goods" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "goods_title_grams_idx" ON "goods" USING gin ("title_grams");