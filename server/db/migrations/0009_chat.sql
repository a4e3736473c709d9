CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"last_message_id" integer,
	"last_at" bigint NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"user_read_id" integer DEFAULT 0 NOT NULL,
	"user_cleared_id" integer DEFAULT 0 NOT NULL,
	"user_hidden" boolean DEFAULT false NOT NULL,
	"peer_unread" integer DEFAULT 0 NOT NULL,
	"peer_read_id" integer DEFAULT 0 NOT NULL,
	"peer_cleared_id" integer DEFAULT 0 NOT NULL,
	"peer_hidden" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "chat_conversations_kind_ck" CHECK (("chat_conversations"."kind" = 'shop' and "chat_conversations"."shop_id" is not null) or ("chat_conversations"."kind" = 'service' and "chat_conversations"."shop_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"side" text NOT NULL,
	"sender_id" integer,
	"admin_id" integer,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"client_key" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_uq" ON "chat_conversations" USING btree ("kind","user_id",coalesce("shop_id", 0));--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","last_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_shop_idx" ON "chat_conversations" USING btree ("shop_id","last_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conv_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_key_uq" ON "chat_messages" USING btree ("conversation_id","side","client_key");--> statement-breakpoint
-- "order shipped" notices written before this migration held frozen Chinese text: give them the key and
-- parameters they are now rendered from in the reader's language (the carrier's name as it was written)
UPDATE "notices" SET "key" = 'order.shipped', "params" = jsonb_build_object('no', o."order_no", 'express_no', o."express_no",
  'carrier', coalesce(substring("notices"."content" from '已由(.*)发出'), o."express_code"))
FROM "orders" o
WHERE "notices"."key" IS NULL AND "notices"."modules" = 'order' AND "notices"."modules_id" = o."id" AND o."express_no" IS NOT NULL;
