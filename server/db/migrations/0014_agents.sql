CREATE TABLE "agent_settlements" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"day" text NOT NULL,
	"value" numeric(30, 8) NOT NULL,
	"profit" numeric(30, 8) NOT NULL,
	"pool" numeric(30, 8) NOT NULL,
	"power" numeric(30, 8) NOT NULL,
	"settled_at" bigint NOT NULL,
	"reversed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "agent_shops" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"header" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shops" ADD CONSTRAINT "agent_shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settlements_buyer_idx" ON "agent_settlements" USING btree ("buyer_id");