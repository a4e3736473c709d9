CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pushs" boolean DEFAULT true NOT NULL,
	"voice" boolean DEFAULT true NOT NULL,
	"shock" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;