CREATE TABLE "group_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"people_num" integer NOT NULL,
	"group_hour" integer DEFAULT 24 NOT NULL,
	"purchase_limit" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 100 NOT NULL,
	"ladders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "group_goods_terms" CHECK ("group_goods"."people_num" between 2 and 50 and "group_goods"."group_hour" between 1 and 72 and "group_goods"."purchase_limit" >= 0 and "group_goods"."discount" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "group_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"leader" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_no" text NOT NULL,
	"goods_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"leader_user_id" integer NOT NULL,
	"people_num" integer NOT NULL,
	"join_num" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"validitytime" bigint,
	"ended_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "group_teams_state" CHECK ("group_teams"."state" in ('ready', 'start', 'success', 'fail')),
	CONSTRAINT "group_teams_seats" CHECK ("group_teams"."join_num" >= 0 and "group_teams"."join_num" <= "group_teams"."people_num")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "group_team_id" integer;--> statement-breakpoint
ALTER TABLE "group_goods" ADD CONSTRAINT "group_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_goods" ADD CONSTRAINT "group_goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_team_members" ADD CONSTRAINT "group_team_members_team_id_group_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."group_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_team_members" ADD CONSTRAINT "group_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_team_members" ADD CONSTRAINT "group_team_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_goods_goods_uq" ON "group_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "group_goods_shop_idx" ON "group_goods" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_team_members_uq" ON "group_team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_team_members_order_uq" ON "group_team_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_teams_no_uq" ON "group_teams" USING btree ("group_no");--> statement-breakpoint
CREATE INDEX "group_teams_open_idx" ON "group_teams" USING btree ("goods_id","validitytime") WHERE "group_teams"."state" = 'start';--> statement-breakpoint
CREATE INDEX "group_teams_due_idx" ON "group_teams" USING btree ("validitytime") WHERE "group_teams"."state" = 'start';--> statement-breakpoint
CREATE INDEX "group_teams_goods_state_idx" ON "group_teams" USING btree ("goods_id","state");--> statement-breakpoint
CREATE INDEX "orders_group_team_idx" ON "orders" USING btree ("group_team_id") WHERE "orders"."group_team_id" is not null;