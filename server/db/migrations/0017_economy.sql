CREATE TABLE "economy_days" (
	"job" text NOT NULL,
	"day" text NOT NULL,
	"total" numeric(30, 8) DEFAULT '0' NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"done_at" bigint NOT NULL,
	CONSTRAINT "economy_days_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pair" text NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"rate" numeric(30, 8) NOT NULL,
	"fee_rate" numeric(30, 8) NOT NULL,
	"fee" numeric(30, 8) NOT NULL,
	"result" numeric(30, 8) NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_events" (
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"kind" text NOT NULL,
	"token_id" text NOT NULL,
	"tier" smallint NOT NULL,
	"owner" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "nft_events_tx_hash_log_index_pk" PRIMARY KEY("tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "node_nfts" (
	"token_id" text PRIMARY KEY NOT NULL,
	"tier" smallint NOT NULL,
	"owner" text NOT NULL,
	"staked" boolean DEFAULT false NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledge_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pledge_id" integer NOT NULL,
	"from" integer,
	"to" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"days" integer NOT NULL,
	"state" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"due_at" bigint NOT NULL,
	"redeemtime" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_logs" ADD CONSTRAINT "pledge_logs_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchanges_user_idx" ON "exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nft_events_token_idx" ON "nft_events" USING btree ("token_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "nft_events_block_idx" ON "nft_events" USING btree ("block_number");--> statement-breakpoint
CREATE INDEX "node_nfts_owner_idx" ON "node_nfts" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "pledge_logs_idx" ON "pledge_logs" USING btree ("pledge_id","id");--> statement-breakpoint
CREATE INDEX "pledges_user_idx" ON "pledges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pledges_due_idx" ON "pledges" USING btree ("state","due_at");