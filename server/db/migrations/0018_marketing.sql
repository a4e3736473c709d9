CREATE TABLE "coupon_receives" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"discount" numeric(3, 1) NOT NULL,
	"limit" numeric(18, 2) NOT NULL,
	"rangetype" text NOT NULL,
	"range" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"order_id" integer,
	"discount_amount" numeric(18, 2),
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "coupon_receives_state" CHECK ("coupon_receives"."state" in (1, 2, 3)),
	CONSTRAINT "coupon_receives_used_has_order" CHECK (("coupon_receives"."state" = 2) = ("coupon_receives"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "signins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"successions" integer NOT NULL,
	"score" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_receives" ADD CONSTRAINT "coupon_receives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_receives" ADD CONSTRAINT "coupon_receives_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_receives" ADD CONSTRAINT "coupon_receives_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_receives" ADD CONSTRAINT "coupon_receives_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signins" ADD CONSTRAINT "signins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_receives_user_idx" ON "coupon_receives" USING btree ("user_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "coupon_receives_template_idx" ON "coupon_receives" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_receives_order_idx" ON "coupon_receives" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_receives_order_unique" ON "coupon_receives" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signins_user_day" ON "signins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "signins_day_idx" ON "signins" USING btree ("day");