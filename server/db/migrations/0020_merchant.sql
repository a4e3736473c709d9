CREATE TABLE "goods_listing_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"from" integer,
	"to" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_application_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from" integer,
	"to" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"years" integer DEFAULT 1 NOT NULL,
	"fee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"shop_id" integer,
	"submitted_at" bigint,
	"reviewed_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "merchant_applications_years" CHECK ("merchant_applications"."years" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "shop_terms" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL,
	"noticed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "listing_state" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "listing_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_listing_logs" ADD CONSTRAINT "goods_listing_logs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_application_logs" ADD CONSTRAINT "merchant_application_logs_application_id_merchant_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."merchant_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_terms" ADD CONSTRAINT "shop_terms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_listing_logs_idx" ON "goods_listing_logs" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "merchant_application_logs_idx" ON "merchant_application_logs" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_user_idx" ON "merchant_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merchant_applications_state_idx" ON "merchant_applications" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "shop_terms_expires_idx" ON "shop_terms" USING btree ("expires_at");--> statement-breakpoint
-- hand-written: the listing state of the goods that exist (the seed's demo goods stay on sale)
UPDATE "goods" SET "listing_state" = CASE "status" WHEN 'review' THEN 1 WHEN 'normal' THEN 2 WHEN 'rejected' THEN 3 WHEN 'banned' THEN 4 WHEN 'hidden' THEN 5 WHEN 'deleted' THEN 6 ELSE 2 END;
--> statement-breakpoint
-- hand-written: the shops that exist get a term (a year from now), so the expiry job does not close them at once
INSERT INTO "shop_terms" ("shop_id", "expires_at") SELECT "id", extract(epoch from now())::bigint + 365 * 86400 FROM "shops" ON CONFLICT DO NOTHING;
