CREATE TABLE "balances" (
	"user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(30, 8) DEFAULT '0' NOT NULL,
	CONSTRAINT "balances_user_id_asset_pk" PRIMARY KEY("user_id","asset"),
	CONSTRAINT "balances_non_negative" CHECK ("balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"bill_type" text NOT NULL,
	"delta" numeric(30, 8) NOT NULL,
	"balance_after" numeric(30, 8) NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_thirds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"birthday" text,
	"bio" text DEFAULT '' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"grade" integer DEFAULT 0 NOT NULL,
	"agent_level" integer DEFAULT 0 NOT NULL,
	"invite_code" text NOT NULL,
	"invite_user_id" integer,
	"wallet_address" text,
	"pay_password_hash" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"successions" integer DEFAULT 0 NOT NULL,
	"max_successions" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"join_time" bigint NOT NULL,
	"login_time" bigint,
	"prev_time" bigint,
	"login_ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'goods' NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_nav" boolean DEFAULT true NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"shop_category_id" integer,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"goods_type" text DEFAULT 'hot' NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"stock_method" text DEFAULT 'porder' NOT NULL,
	"freight_id" integer,
	"pickup" boolean DEFAULT false NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"bbt_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"market_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profit_ratio" numeric(5, 2) DEFAULT '0' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"payment" integer DEFAULT 0 NOT NULL,
	"comment" integer DEFAULT 0 NOT NULL,
	"praise" integer DEFAULT 0 NOT NULL,
	"like" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"difference" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"bbt_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"market_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stock" integer NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"sn" text DEFAULT '' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_sku_stock_non_negative" CHECK ("goods_sku"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_spu" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"item" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shopname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"store_type" text DEFAULT 'personal' NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"business_hours" text DEFAULT '' NOT NULL,
	"like" integer DEFAULT 0 NOT NULL,
	"score_describe" numeric(3, 1) DEFAULT '5.0' NOT NULL,
	"score_service" numeric(3, 1) DEFAULT '5.0' NOT NULL,
	"score_deliver" numeric(3, 1) DEFAULT '5.0' NOT NULL,
	"score_logistics" numeric(3, 1) DEFAULT '5.0' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"category_id" integer,
	"type" text DEFAULT 'image' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"media" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"start_at" bigint,
	"end_at" bigint
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_name" text NOT NULL,
	"version_code" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"download_url" text DEFAULT '' NOT NULL,
	"enforce" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text DEFAULT 'new' NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_token" text NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"page" jsonb NOT NULL,
	"item" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keywords" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"flag" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_thirds" ADD CONSTRAINT "user_thirds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD CONSTRAINT "goods_sku_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_spu" ADD CONSTRAINT "goods_spu_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_user_asset_idx" ON "ledger" USING btree ("user_id","asset","id");--> statement-breakpoint
CREATE INDEX "login_nonces_expires_idx" ON "login_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_thirds_platform_openid_uq" ON "user_thirds" USING btree ("platform","openid");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wallet_uq" ON "users" USING btree ("wallet_address");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_uq" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "users_invite_user_idx" ON "users" USING btree ("invite_user_id");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("type","pid");--> statement-breakpoint
CREATE INDEX "category_attributes_cat_idx" ON "category_attributes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "goods_status_weigh_idx" ON "goods" USING btree ("status","weigh","id");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_spu_goods_idx" ON "goods_spu" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "shop_categories_shop_idx" ON "shop_categories" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shops_user_idx" ON "shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "adverts_module_idx" ON "adverts" USING btree ("module","status");--> statement-breakpoint
CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_token_uq" ON "pages" USING btree ("page_token");--> statement-breakpoint
CREATE INDEX "pages_type_idx" ON "pages" USING btree ("type","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_uq" ON "search_keywords" USING btree ("keywords");