CREATE TABLE "wxpay_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer,
	"event" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wxpay_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_refund_no" text NOT NULL,
	"trade_id" integer NOT NULL,
	"refund_id" integer,
	"order_id" integer,
	"amount_fen" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"wx_refund_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wxpay_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"channel" text NOT NULL,
	"appid" text NOT NULL,
	"openid" text NOT NULL,
	"total_fen" integer NOT NULL,
	"usdt" numeric(30, 8) NOT NULL,
	"rate" numeric(30, 8) NOT NULL,
	"prepay_id" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"transaction_id" text,
	"notify_base" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"expire_at" bigint NOT NULL,
	"paid_at" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wxpay_logs" ADD CONSTRAINT "wxpay_logs_trade_id_wxpay_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."wxpay_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wxpay_refunds" ADD CONSTRAINT "wxpay_refunds_trade_id_wxpay_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."wxpay_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wxpay_trades" ADD CONSTRAINT "wxpay_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wxpay_logs_trade_idx" ON "wxpay_logs" USING btree ("trade_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wxpay_refunds_no_uq" ON "wxpay_refunds" USING btree ("out_refund_no");--> statement-breakpoint
CREATE INDEX "wxpay_refunds_trade_idx" ON "wxpay_refunds" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "wxpay_refunds_state_idx" ON "wxpay_refunds" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "wxpay_trades_no_uq" ON "wxpay_trades" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wxpay_trades_tx_uq" ON "wxpay_trades" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wxpay_trades_user_idx" ON "wxpay_trades" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wxpay_trades_open_idx" ON "wxpay_trades" USING btree ("state","expire_at");