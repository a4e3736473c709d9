CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_asset_idx" ON "payments" USING btree ("order_id","asset");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger" USING btree ("ref_type","ref_id");--> statement-breakpoint
-- payments made before this table existed: one record per paid order, from the order's own share
INSERT INTO "payments" ("order_id", "user_id", "asset", "amount", "created_at") SELECT "id", "user_id", "pay_asset", "pay_amount", "paytime" FROM "orders" WHERE "pay_asset" IS NOT NULL AND "pay_amount" IS NOT NULL AND "paytime" IS NOT NULL;
--> statement-breakpoint
-- the product-transaction bill type was called 'pay' before the 18 codes of ECONOMY.md §2 were fixed
UPDATE "ledger" SET "bill_type" = 'goods' WHERE "bill_type" = 'pay';
