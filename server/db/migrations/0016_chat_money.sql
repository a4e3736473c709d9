CREATE TABLE "chat_red_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" integer,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"settled_at" bigint,
	CONSTRAINT "chat_red_packets_state_ck" CHECK ("chat_red_packets"."state" in ('open', 'claimed', 'returned')),
	CONSTRAINT "chat_red_packets_amount_ck" CHECK ("chat_red_packets"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_red_packets" ADD CONSTRAINT "chat_red_packets_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_red_packets" ADD CONSTRAINT "chat_red_packets_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_red_packets" ADD CONSTRAINT "chat_red_packets_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_red_packets_due_idx" ON "chat_red_packets" USING btree ("state","expires_at");