CREATE TABLE "find_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"find_id" integer NOT NULL,
	"pid" integer,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'normal' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "find_comments_state" CHECK ("find_comments"."state" in ('normal', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "find_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "find_follows_not_self" CHECK ("find_follows"."user_id" <> "find_follows"."target_id")
);
--> statement-breakpoint
CREATE TABLE "find_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"find_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "find_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"type" text DEFAULT 'new' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"live_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'normal' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "find_posts_state" CHECK ("find_posts"."state" in ('examine', 'normal', 'rejected', 'hidden', 'deleted')),
	CONSTRAINT "find_posts_type" CHECK ("find_posts"."type" in ('new', 'video', 'live')),
	CONSTRAINT "find_posts_counts" CHECK ("find_posts"."likes" >= 0 and "find_posts"."comments" >= 0 and "find_posts"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" bigint NOT NULL,
	"left_at" bigint
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stream" text NOT NULL,
	"stream_key" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"started_at" bigint,
	"ended_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "lives_state" CHECK ("lives"."state" in (0, 1, 2, 3)),
	CONSTRAINT "lives_counts" CHECK ("lives"."views" >= 0 and "lives"."likes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "find_comments" ADD CONSTRAINT "find_comments_find_id_find_posts_id_fk" FOREIGN KEY ("find_id") REFERENCES "public"."find_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_comments" ADD CONSTRAINT "find_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_follows" ADD CONSTRAINT "find_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_follows" ADD CONSTRAINT "find_follows_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_likes" ADD CONSTRAINT "find_likes_find_id_find_posts_id_fk" FOREIGN KEY ("find_id") REFERENCES "public"."find_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_likes" ADD CONSTRAINT "find_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_posts" ADD CONSTRAINT "find_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_posts" ADD CONSTRAINT "find_posts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "find_comments_post_idx" ON "find_comments" USING btree ("find_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "find_follows_uq" ON "find_follows" USING btree ("user_id","target_id");--> statement-breakpoint
CREATE INDEX "find_follows_target_idx" ON "find_follows" USING btree ("target_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "find_likes_uq" ON "find_likes" USING btree ("find_id","user_id");--> statement-breakpoint
CREATE INDEX "find_likes_user_idx" ON "find_likes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "find_posts_feed_idx" ON "find_posts" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "find_posts_user_idx" ON "find_posts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "find_posts_shop_idx" ON "find_posts" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_likes_uq" ON "live_likes" USING btree ("live_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_viewers_uq" ON "live_viewers" USING btree ("live_id","user_id");--> statement-breakpoint
CREATE INDEX "live_viewers_in_idx" ON "live_viewers" USING btree ("live_id") WHERE "live_viewers"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lives_stream_uq" ON "lives" USING btree ("stream");--> statement-breakpoint
CREATE INDEX "lives_shop_idx" ON "lives" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "lives_state_idx" ON "lives" USING btree ("state","id");