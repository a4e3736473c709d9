CREATE TABLE "dividend_pools" (
	"day" text PRIMARY KEY NOT NULL,
	"amount" numeric(30, 8) DEFAULT '0' NOT NULL,
	"settled_at" bigint
);
--> statement-breakpoint
CREATE TABLE "user_economy" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"power" numeric(30, 8) DEFAULT '0' NOT NULL,
	"contribute_amount" numeric(30, 8) DEFAULT '0' NOT NULL,
	"team_amount" numeric(30, 8) DEFAULT '0' NOT NULL,
	"community_amount" numeric(30, 8) DEFAULT '0' NOT NULL,
	"node_tier" smallint DEFAULT 0 NOT NULL,
	"updated_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_economy" ADD CONSTRAINT "user_economy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_economy_power_idx" ON "user_economy" USING btree ("power");--> statement-breakpoint
CREATE INDEX "user_economy_tier_idx" ON "user_economy" USING btree ("node_tier");