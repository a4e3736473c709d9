CREATE TABLE "search_term_hits" (
	"term" text NOT NULL,
	"who" text NOT NULL,
	"day" integer NOT NULL,
	CONSTRAINT "search_term_hits_term_who_day_pk" PRIMARY KEY("term","who","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "state" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_term_hits_day_idx" ON "search_term_hits" USING btree ("day");--> statement-breakpoint
-- accounts that already set a payment password proved their e-mail with the code that set it
UPDATE "users" SET "verified_email" = "email" WHERE "pay_password_hash" IS NOT NULL AND "email" <> '';
