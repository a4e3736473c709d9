CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"holder" text NOT NULL,
	"bank" text NOT NULL,
	"card_no" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"key" text PRIMARY KEY NOT NULL,
	"block" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer,
	"from_address" text DEFAULT '' NOT NULL,
	"amount" numeric(30, 8) DEFAULT '0' NOT NULL,
	"block_number" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"withdrawal_id" integer PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"tx_hash" text DEFAULT '' NOT NULL,
	"raw_tx" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_names" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"reviewed_by" integer
);
--> statement-breakpoint
CREATE TABLE "transfer_quotas" (
	"user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"day" text NOT NULL,
	"used" numeric(30, 8) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"day" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"from" integer,
	"to" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"asset" text DEFAULT 'usdt' NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"fee" numeric(30, 8) NOT NULL,
	"type" text NOT NULL,
	"account" text NOT NULL,
	"bank_card_id" integer,
	"state" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"transfertime" bigint
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotas" ADD CONSTRAINT "transfer_quotas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_logs" ADD CONSTRAINT "withdrawal_logs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_live_tx_uq" ON "deposits" USING btree ("tx_hash") WHERE state <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_credit_uq" ON "deposits" USING btree ("tx_hash","log_index") WHERE state = 'credited';--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "real_names_pending_idx" ON "real_names" USING btree ("created_at") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quotas_uq" ON "transfer_quotas" USING btree ("user_id","asset","day");--> statement-breakpoint
CREATE INDEX "transfers_from_day_idx" ON "transfers" USING btree ("from_user_id","asset","day");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_logs_idx" ON "withdrawal_logs" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("id") WHERE state = 1;--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_user_type_idx" ON "ledger" USING btree ("user_id","bill_type","id");