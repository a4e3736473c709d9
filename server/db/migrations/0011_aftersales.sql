CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decidetime" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "complaints_target" CHECK ("complaints"."target" in ('shop', 'order', 'goods'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"score" integer NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"reply_by" integer,
	"replytime" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "feedback_score" CHECK ("feedback"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "refund_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"from" integer,
	"to" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_goods_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" integer NOT NULL,
	"express_type" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"refuse_content" text DEFAULT '' NOT NULL,
	"judgement" text DEFAULT '' NOT NULL,
	"express_code" text,
	"express_no" text,
	"state" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"agreetime" bigint,
	"returntime" bigint,
	"rejecttime" bigint,
	"closingtime" bigint,
	"completetime" bigint,
	CONSTRAINT "refunds_state" CHECK ("refunds"."state" between 0 and 8),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" >= 0),
	CONSTRAINT "refunds_type" CHECK ("refunds"."type" in ('refund', 'return'))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_logs" ADD CONSTRAINT "refund_logs_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_goods_id_order_goods_id_fk" FOREIGN KEY ("order_goods_id") REFERENCES "public"."order_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "refund_logs_refund_idx" ON "refund_logs" USING btree ("refund_id","id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refunds_shop_idx" ON "refunds" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_line_idx" ON "refunds" USING btree ("order_goods_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_line_uq" ON "refunds" USING btree ("order_goods_id") WHERE "refunds"."state" in (0, 1, 2, 3, 6, 7, 8);--> statement-breakpoint
CREATE INDEX "refunds_state_idx" ON "refunds" USING btree ("state","updated_at");